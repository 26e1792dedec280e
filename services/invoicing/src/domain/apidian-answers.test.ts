import {
  apidianAccepted,
  apidianRefusalMessage,
  apidianRefusalStatus,
  certificateState,
  createdCompany,
  environmentState,
  savedResolution,
} from './apidian-answers.js';

describe('apidianAccepted', () => {
  it('takes a 2xx object that does not say success false, with or without the key', () => {
    expect(apidianAccepted({ status: 200, body: { success: true } })).toBe(true);
    expect(apidianAccepted({ status: 200, body: { message: 'Ambiente actualizado con éxito' } })).toBe(true);
  });

  it('refuses business errors sent as 200, error statuses and answers that are not JSON objects', () => {
    expect(apidianAccepted({ status: 200, body: { success: false, message: 'El certificado digital ya se encuentra vencido...' } })).toBe(
      false,
    );
    expect(apidianAccepted({ status: 422, body: { message: 'The given data was invalid.' } })).toBe(false);
    expect(apidianAccepted({ status: 200, body: undefined })).toBe(false);
    expect(apidianAccepted({ status: 200, body: [] })).toBe(false);
  });
});

describe('apidianRefusalMessage', () => {
  it('prefers the first field error of a 422, then the [CO] error, then the message', () => {
    const invalid = {
      message: 'The given data was invalid.',
      errors: { dv: ['Error, el digito de verificacion no es valido para este NIT.'] },
    };
    expect(apidianRefusalMessage(invalid, 'x')).toBe('Error, el digito de verificacion no es valido para este NIT.');
    expect(
      apidianRefusalMessage({ success: false, message: 'Error interno del servidor', error: 'El campo email es obligatorio.' }, 'x'),
    ).toBe('El campo email es obligatorio.');
    expect(apidianRefusalMessage({ success: false, message: 'Empresa no encontrada' }, 'x')).toBe('Empresa no encontrada');
  });

  it('falls back when the body says nothing', () => {
    expect(apidianRefusalMessage(undefined, 'Error actualizando')).toBe('Error actualizando');
    expect(apidianRefusalMessage({ success: false }, 'Error actualizando')).toBe('Error actualizando');
  });
});

describe('apidianRefusalStatus', () => {
  it('keeps a 4xx, turns a refusal in a 200 into 422 and a failure into 502', () => {
    expect(apidianRefusalStatus({ status: 403, body: {} })).toBe(403);
    expect(apidianRefusalStatus({ status: 200, body: { success: false } })).toBe(422);
    expect(apidianRefusalStatus({ status: 500, body: {} })).toBe(502);
  });
});

describe('createdCompany', () => {
  it('reads the id, the token and nothing else from a new company', () => {
    expect(createdCompany({ success: true, token: 'abc', company: { id: 5 } })).toEqual({ id: 5, token: 'abc', state: {} });
  });

  it('reads the state of a company created again (its software, certificate, resolutions and environment stay)', () => {
    const company = {
      id: 5,
      type_environment_id: 1,
      software: { id: 1, identifier: 'f1' },
      certificate: { id: 2, expiration_date: '2027/01/19 12:00:00' },
      resolutions: [
        { id: 9, type_document_id: 1, prefix: 'SETP', resolution: '18760000001' },
        { type_document_id: 4, prefix: 'NC' },
      ],
    };
    expect(createdCompany({ token: 'abc', company })?.state).toEqual({
      configured: true,
      signature_configured: true,
      certificate_expiration_date: '2027/01/19 12:00:00',
      type_environment_id: 1,
      resolutions: [
        { type_document_id: 1, prefix: 'SETP', resolution: '18760000001' },
        { type_document_id: 4, prefix: 'NC', resolution: '' },
      ],
    });
    expect(createdCompany({ token: 'abc', company: { id: 5, software: null, certificate: null } })?.state).toEqual({
      configured: false,
      signature_configured: false,
      certificate_expiration_date: null,
    });
  });

  it('is nothing without an id or a token', () => {
    expect(createdCompany({ token: 'abc', company: {} })).toBeUndefined();
    expect(createdCompany({ company: { id: 5 } })).toBeUndefined();
  });
});

describe('the state an accepted configuration call sets', () => {
  it('certificate: signed, until the expiry date APIDIAN read', () => {
    expect(certificateState({ certificado: { expiration_date: '2027/01/19 12:00:00' } })).toEqual({
      signature_configured: true,
      certificate_expiration_date: '2027/01/19 12:00:00',
    });
    expect(certificateState({ success: true })).toEqual({ signature_configured: true, certificate_expiration_date: null });
  });

  it('resolution: the one APIDIAN saved, else the one requested', () => {
    const request = { type_document_id: 1, prefix: 'SETP', resolution: '18760000001', delete_all_type_resolutions: true };
    expect(savedResolution(request, { resolution: { type_document_id: '1', prefix: 'SETP', resolution: '18760000001' } })).toEqual({
      key: { type_document_id: 1, prefix: 'SETP', resolution: '18760000001' },
      replaceType: true,
    });
    expect(savedResolution({ type_document_id: 4, prefix: 'NC', from: 1, to: 9 }, { success: true })).toEqual({
      key: { type_document_id: 4, prefix: 'NC', resolution: '' },
      replaceType: false,
    });
    expect(savedResolution({}, { success: true })).toBeUndefined();
  });

  it('environment: the invoice environment, when the request set it', () => {
    expect(environmentState({ type_environment_id: 1, payroll_type_environment_id: 2 })).toEqual({ type_environment_id: 1 });
    expect(environmentState({ payroll_type_environment_id: 1 })).toEqual({});
  });
});
