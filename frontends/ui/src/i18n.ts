import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, storageKeys, writeStorage } from './storage.js';

export const languages = ['es', 'en', 'pt', 'fr'] as const;
export type Language = (typeof languages)[number];

export const languageNames: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  pt: 'Português',
  fr: 'Français',
};

/** One translation object per language for one namespace. */
export type Translations = Record<Language, Record<string, unknown>>;

/** The single instance shared (as part of the @mb/ui singleton) by the shell and every remote. */
export const i18n: I18n = i18next.createInstance();

function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}

function applyDocumentLanguage(lng: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/**
 * Called once by the shell with its own namespace. Synchronous (resources are bundled), so the first
 * render is already translated. A second call is ignored: remotes only add their namespaces.
 */
export function initI18n(resources: Translations, namespace = 'shell'): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const stored = readStorage(storageKeys.language);
  const lng: Language = isLanguage(stored) ? stored : 'es';
  void i18n.use(initReactI18next).init({
    lng,
    resources: Object.fromEntries(languages.map((l) => [l, { [namespace]: resources[l] }])),
    ns: [namespace],
    defaultNS: namespace,
    // No fallback: a missing key shows the key itself and is reported (spec 1 §8).
    fallbackLng: false,
    initAsync: false,
    react: { useSuspense: false },
    // Keeps the browser console for our own warnings (the library otherwise advertises itself there).
    showSupportNotice: false,
    // React already escapes.
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => {
      console.warn(`Missing translation: ${lngs.join(',')}/${ns}:${key}`);
    },
  });
  applyDocumentLanguage(lng);
  return i18n;
}

/**
 * A remote's strings (the four JSON files of one `<app>/locales/<lang>/<name>.json`), merged into the shared
 * instance under its namespace; several files may add their own top-level keys to one namespace.
 */
export function addTranslations(namespace: string, resources: Translations): void {
  for (const lng of languages) i18n.addResourceBundle(lng, namespace, resources[lng], true, true);
}

/** Switches language and remembers the choice for the next visit. */
export async function setLanguage(lng: Language): Promise<void> {
  writeStorage(storageKeys.language, lng);
  applyDocumentLanguage(lng);
  await i18n.changeLanguage(lng);
}
