import { qrMenuLanguage, qrMenuTexts } from './qr-menu-texts.js';

it('picks ?lang= first, then Accept-Language by weight, else Spanish', () => {
  expect(qrMenuLanguage('fr', 'en')).toBe('fr');
  expect(qrMenuLanguage('de', 'pt-BR,pt;q=0.9')).toBe('pt');
  expect(qrMenuLanguage(undefined, 'de-DE,en;q=0.4,fr;q=0.8')).toBe('fr');
  expect(qrMenuLanguage(undefined, 'en;q=0,es;q=0.1')).toBe('es');
  expect(qrMenuLanguage(undefined, undefined)).toBe('es');
  expect(qrMenuLanguage(undefined, '*')).toBe('es');
});

it('has every text in the four languages, with the same placeholders', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  for (const texts of Object.values(qrMenuTexts))
    for (const [key, text] of Object.entries(texts))
      expect(placeholders(text)).toEqual(placeholders(qrMenuTexts.es[key as keyof typeof texts]));
});
