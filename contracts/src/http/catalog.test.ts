import { slugify } from './catalog.js';

describe('slugify', () => {
  it('lowercases, removes accents and turns the rest into hyphens', () => {
    expect(slugify('Software Restaurante Pro')).toBe('software-restaurante-pro');
    expect(slugify('  Automatizaciones IA & Ñandú  ')).toBe('automatizaciones-ia-nandu');
    expect(slugify('Servicio técnico')).toBe('servicio-tecnico');
  });
});
