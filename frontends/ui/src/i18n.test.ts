/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { storageKeys } from './storage.js';
import { addTranslations, i18n, initI18n, setLanguage } from './i18n.js';

beforeAll(() => {
  // The stored choice from a previous visit wins over the default 'es'.
  localStorage.setItem(storageKeys.language, 'en');
  initI18n({
    es: { greeting: 'Hola', nav: { store: 'Tienda' } },
    en: { greeting: 'Hello', nav: { store: 'Store' } },
    pt: { greeting: 'Olá', nav: { store: 'Loja' } },
    fr: { greeting: 'Bonjour', nav: { store: 'Boutique' } },
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('i18n', () => {
  it('starts synchronously in the stored language', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.store')).toBe('Store');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the key and warns for a missing translation', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18n.t('hero.missing')).toBe('hero.missing');
    expect(warn).toHaveBeenCalledWith('Missing translation: en/shell:hero.missing');
  });

  it('does not re-initialise on a second call', () => {
    initI18n({ es: { greeting: 'otra' }, en: { greeting: 'other' }, pt: {}, fr: {} });
    expect(i18n.t('greeting')).toBe('Hello');
  });

  it('adds a remote namespace', () => {
    addTranslations('store', {
      es: { title: 'Tienda' },
      en: { title: 'Store' },
      pt: { title: 'Loja' },
      fr: { title: 'Boutique' },
    });
    expect(i18n.t('store:title')).toBe('Store');
  });

  it('setLanguage switches t, persists the choice and sets the document language', async () => {
    await setLanguage('pt');
    expect(i18n.t('greeting')).toBe('Olá');
    expect(i18n.t('title', { ns: 'store' })).toBe('Loja');
    expect(localStorage.getItem('preferred-language')).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
  });
});
