import { profileReadiness } from './readiness.js';

const complete = {
  person_type: 'NATURAL',
  type_document_identification_id: 3,
  type_regime_id: 2,
  municipality_id: 149,
  address: 'Calle 26 # 13-19',
};

describe('profileReadiness', () => {
  it('is ready when every field is filled in', () => {
    expect(profileReadiness(complete)).toEqual({ ready: true, missing: [] });
  });

  it('without a profile, misses every field in the order of the form', () => {
    expect(profileReadiness(null)).toEqual({
      ready: false,
      missing: ['person_type', 'type_document_identification_id', 'type_regime_id', 'municipality_id', 'address'],
    });
  });

  it('names the fields that are null, left out or blank', () => {
    expect(profileReadiness({ ...complete, municipality_id: null, address: '   ' })).toEqual({
      ready: false,
      missing: ['municipality_id', 'address'],
    });
    const { person_type: _left, ...withoutPersonType } = complete;
    expect(profileReadiness(withoutPersonType).missing).toEqual(['person_type']);
  });
});

describe('profileReadiness for a NIT and a company', () => {
  it('asks a NIT to be written in the profile, where its check digit is checked', () => {
    expect(profileReadiness({ ...complete, type_document_identification_id: 6 }, '31')).toEqual({
      ready: false,
      missing: ['identification_number'],
    });
    expect(profileReadiness({ ...complete, identification_number: '900123456-8' }, '31')).toEqual({ ready: true, missing: [] });
  });

  it('asks a JURIDICA buyer for the business name its invoice carries', () => {
    expect(profileReadiness({ ...complete, person_type: 'JURIDICA' })).toEqual({ ready: false, missing: ['business_name'] });
    expect(profileReadiness({ ...complete, person_type: 'JURIDICA', business_name: 'Restaurantes Andinos S.A.S.' }).ready).toBe(true);
  });
});

describe('profileReadiness for the consumidor final and a buyer abroad', () => {
  const finalConsumer = { person_type: 'NATURAL', type_document_identification_id: 3, identification_number: '222222222222' };

  it('lets the consumidor final (222222222222) buy without regime, municipality or address', () => {
    expect(profileReadiness(finalConsumer, '13')).toEqual({ ready: true, missing: [] });
    expect(profileReadiness({ ...finalConsumer, identification_number: '1020304050' }, '13').missing).toEqual([
      'type_regime_id',
      'municipality_id',
      'address',
    ]);
  });

  it('asks a buyer abroad for a city instead of a Colombian municipality', () => {
    const abroad = { ...complete, municipality_id: null, country_id: 65 };
    expect(profileReadiness(abroad)).toEqual({ ready: false, missing: ['city_name'] });
    expect(profileReadiness({ ...abroad, city_name: 'Miami' })).toEqual({ ready: true, missing: [] });
    // Colombia (46, or no country) still needs the municipality.
    expect(profileReadiness({ ...abroad, country_id: 46, city_name: 'Miami' }).missing).toEqual(['municipality_id']);
  });
});
