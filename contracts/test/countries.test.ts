import { countryName, countryRegions } from '../src/domain/countries.js';

const codes = Object.values(countryRegions).flat();

describe('country names', () => {
  it('names every offered country in es, en, pt and fr as Intl does', () => {
    for (const language of ['es', 'en', 'pt', 'fr']) {
      const intl = new Intl.DisplayNames([language], { type: 'region' });
      for (const code of codes) expect(`${language} ${code} ${countryName(code, language)}`).toBe(`${language} ${code} ${intl.of(code)}`);
    }
    expect(countryName('CO', 'es')).toBe('Colombia');
    expect(countryName('DE', 'pt')).toBe('Alemanha');
  });

  it('asks Intl for a country the store does not offer, and shows a code nobody can name as written', () => {
    expect(countryName('IS', 'es')).toBe('Islandia');
    expect(countryName('XZ', 'es')).toBe('XZ');
  });
});
