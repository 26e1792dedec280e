import { describe, expect, it } from '@jest/globals';
import en from '../i18n/home.en.json';
import es from '../i18n/home.es.json';
import fr from '../i18n/home.fr.json';
import pt from '../i18n/home.pt.json';
import landingEn from '../i18n/landing.en.json';
import landingEs from '../i18n/landing.es.json';
import landingFr from '../i18n/landing.fr.json';
import landingPt from '../i18n/landing.pt.json';

const home = { es, en, pt, fr };
const landing = { es: landingEs, en: landingEn, pt: landingPt, fr: landingFr };

/** Every leaf path of a JSON value, arrays by index. */
function shape(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => shape(child, `${prefix}${prefix ? '.' : ''}${key}`));
  return [prefix];
}

describe('home and landing translations', () => {
  it.each(Object.entries(home))('%s has exactly 10 different, non-empty adjectives', (_lng, texts) => {
    const adjectives = texts.home.hero.adjectives;
    expect(adjectives).toHaveLength(10);
    expect(new Set(adjectives).size).toBe(10);
    for (const adjective of adjectives) expect(adjective.trim()).not.toBe('');
    expect(texts.home.hero.phrase).toContain('{{word}}');
  });

  it('every language has the same keys as Spanish, each file one top-level key', () => {
    for (const [files, key] of [[home, 'home'], [landing, 'landing']] as const) {
      for (const texts of Object.values(files)) {
        expect(Object.keys(texts)).toEqual([key]);
        expect(shape(texts)).toEqual(shape(files.es));
      }
    }
  });

  it('each landing page has 6 features, 5 benefits and several paragraphs in every language', () => {
    for (const texts of Object.values(landing)) {
      const pages = texts.landing.pages;
      expect(Object.keys(pages).sort()).toEqual(['automatizaciones-ia', 'servicio-tecnico', 'software-restaurant']);
      for (const page of Object.values(pages)) {
        expect(page.features).toHaveLength(6);
        expect(page.benefits).toHaveLength(5);
        expect(page.content.paragraphs.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('keeps the spec wording in Spanish', () => {
    expect(es.home.hero.viewProducts).toBe('Ver productos');
    expect(es.home.hero.register).toBe('Regístrate ahora mismo');
    expect(landingEs.landing.actions).toEqual({ demo: 'Solicitar Demo', home: 'Volver al inicio', store: 'Ver tienda' });
    expect(landingEs.landing.demoThanks).toBe('¡Gracias por tu interés! Nos pondremos en contacto contigo pronto.');
    expect(landingEs.landing.notFound).toEqual({ title: 'Página no encontrada', text: 'La página solicitada no existe.' });
  });
});
