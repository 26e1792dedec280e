import { describe, expect, it } from '@jest/globals';
import en from '../../locales/en/home.json' with { type: 'json' };
import es from '../../locales/es/home.json' with { type: 'json' };
import fr from '../../locales/fr/home.json' with { type: 'json' };
import pt from '../../locales/pt/home.json' with { type: 'json' };
import landingEn from '../../locales/en/landing.json' with { type: 'json' };
import landingEs from '../../locales/es/landing.json' with { type: 'json' };
import landingFr from '../../locales/fr/landing.json' with { type: 'json' };
import landingPt from '../../locales/pt/landing.json' with { type: 'json' };

const home = { es, en, pt, fr };
const landing = { es: landingEs, en: landingEn, pt: landingPt, fr: landingFr };

/** Every leaf path of a JSON value, arrays by index. */
function shape(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => shape(child, `${prefix}${prefix ? '.' : ''}${key}`));
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
    for (const [files, key] of [
      [home, 'home'],
      [landing, 'landing'],
    ] as const) {
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

  it('has the budget ranges of spec 1 §9 in every language', () => {
    expect(es.home.contact.budgets).toEqual(['$30-$75', '$75-$150', '$150-$300', '$300-$750', 'Más de $750', 'Prefiero conversarlo']);
    for (const texts of Object.values(home)) {
      expect(texts.home.contact.budgets.slice(0, 4)).toEqual(['$30-$75', '$75-$150', '$150-$300', '$300-$750']);
      expect(texts.home.contact.budgets).toHaveLength(6);
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
