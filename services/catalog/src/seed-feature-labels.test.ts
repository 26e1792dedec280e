import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { seedProducts } from './seed.js';

const languages = ['es', 'en', 'pt', 'fr'] as const;

function featureNames(language: string): Record<string, string> {
  const texts = JSON.parse(readFileSync(new URL(`../../../frontends/store/locales/${language}/store.json`, import.meta.url), 'utf8'));
  return texts.product.featureNames;
}

describe('the seeded catalogue’s features', () => {
  const keys = [
    ...new Set(
      seedProducts.flatMap((product) =>
        Object.values(product.plan_features ?? {})
          .flat()
          .map((feature) => feature!.name),
      ),
    ),
  ];

  it('each have a label in es, en, pt and fr, so the store never shows the raw key humanised', () => {
    const missing = languages.flatMap((language) => keys.filter((key) => !featureNames(language)[key]).map((key) => `${language}:${key}`));
    expect(missing).toEqual([]);
  });

  it('are written in Spanish with their accents', () => {
    const es = featureNames('es');
    expect([es.respuestas_automaticas, es.integracion_crm]).toEqual(['Respuestas automáticas', 'Integración con CRM']);
  });
});
