import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { invoicingAdminMessages, invoicingMessages, messages, posDocumentMessages, restaurantMessages } from '@mb/contracts';
import { languages } from '@mb/ui';

// Every web app keeps its texts in <app>/locales/<lang>/<name>.json (i18next's layout, what translators and
// its tooling expect), registered with addTranslations from @mb/ui by the module that uses them.
const frontends = new URL('./', import.meta.url);
const apps = readdirSync(frontends).filter((app) => existsSync(new URL(`${app}/locales`, frontends)));
const files = apps.flatMap((app) => readdirSync(new URL(`${app}/locales/es`, frontends)).map((file) => `${app}/locales/<lang>/${file}`));

function read(path: string, lng: string): unknown {
  return JSON.parse(readFileSync(new URL(path.replace('<lang>', lng), frontends), 'utf8'));
}

/** A server message (or a set of them) as i18next words it: `{x}` becomes `{{x}}`. */
function asI18next(message: string | Record<string, string>): unknown {
  if (typeof message === 'string') return message.replace(/\{(\w+)\}/g, '{{$1}}');
  return Object.fromEntries(Object.entries(message).map(([key, text]) => [key, asI18next(text)]));
}

/** The Spanish texts the server also sends, from @mb/contracts: [file, key path, message]. */
const serverTexts: [string, string, string | Record<string, string>][] = [
  ['account/locales/es/restaurantConfig.json', 'restaurantConfig.loadFailed', restaurantMessages.configLoadFailed],
  ['account/locales/es/restaurantConfig.json', 'restaurantConfig.connectionFailed', restaurantMessages.connectionFailed],
  ['account/locales/es/restaurantConfig.json', 'restaurantConfig.createFailed', restaurantMessages.createFailed],
  ['account/locales/es/restaurantConfig.json', 'restaurantConfig.deleteConfirm', restaurantMessages.deleteConfirm],
  ['account/locales/es/restaurantConfig.json', 'restaurantConfig.deleteFailed', restaurantMessages.deleteFailed],
  ['account/locales/es/openApp.json', 'openApp.opening', restaurantMessages.opening],
  ['account/locales/es/openApp.json', 'openApp.entering', restaurantMessages.entering],
  ['account/locales/es/openApp.json', 'openApp.failed', restaurantMessages.openFailed],
  ['account/locales/es/openApp.json', 'openApp.unknown', restaurantMessages.openFailedUnknown],
  ['account/locales/es/openApp.json', 'openApp.connectionFailed', restaurantMessages.openConnectionFailed],
  ['account/locales/es/openApp.json', 'openApp.sharedFailed', restaurantMessages.sharedOpenFailed],
  ['account/locales/es/openApp.json', 'openApp.sharedInactive', restaurantMessages.sharedInactive],
  ['account/locales/es/profile.json', 'profile.loadFailed', messages.profileLoadFailed],
  ['account/locales/es/profile.json', 'profile.saved', messages.profileUpdated],
  ['account/locales/es/renewal.json', 'renewal.upgradesOnly', messages.upgradesOnly],
  ['account/locales/es/invoicingProfile.json', 'saved', invoicingMessages.profileSaved],
  ['account/locales/es/invoicingProfile.json', 'saveFailedToast', invoicingMessages.profileSaveFailedToast],
  ['account/locales/es/invoicingProfile.json', 'errors.codes', invoicingMessages.codesLoadFailed],
  ['account/locales/es/invoicingProfile.json', 'errors.profile', invoicingMessages.profileLoadFailed],
  ['account/locales/es/invoicingProfile.json', 'errors.save', invoicingMessages.profileSaveFailed],
  ['admin/locales/es/adminInvoicing.json', 'messages', invoicingAdminMessages],
  ['admin/locales/es/adminInvoicing.json', 'posDocuments.loadFailed', posDocumentMessages.listFailed],
  ['admin/locales/es/adminInvoicing.json', 'posDocuments.retryFailed', posDocumentMessages.retryFailed],
  ['admin/locales/es/adminTemplates.json', 'saveFailed', invoicingAdminMessages.templateSaveFailed],
  ['admin/locales/es/adminTemplates.json', 'invalidJson', invoicingAdminMessages.invalidJson],
];

/** Every text of a JSON value by its key path, arrays by index. */
function texts(value: unknown, prefix = ''): [string, unknown][] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
  return [[prefix, value]];
}

/** What each key's text interpolates, e.g. `page: {{page}} {{pages}}`. */
function placeholders(value: unknown): string[] {
  return texts(value).map(
    ([key, text]) =>
      `${key}: ${[...String(text).matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)]
        .map((match) => match[1])
        .sort()
        .join(' ')}`,
  );
}

describe('locales', () => {
  it('finds the texts of every web app with a locales folder', () => {
    expect(apps.sort()).toEqual(['account', 'admin', 'restaurant', 'shell', 'store']);
  });

  it.each(apps)('%s has the same files in es, en, pt and fr, and no other language', (app) => {
    expect(readdirSync(new URL(`${app}/locales`, frontends)).sort()).toEqual([...languages].sort());
    const spanish = readdirSync(new URL(`${app}/locales/es`, frontends)).sort();
    for (const lng of languages) expect([lng, readdirSync(new URL(`${app}/locales/${lng}`, frontends)).sort()]).toEqual([lng, spanish]);
  });

  it.each(files)('%s has every Spanish key in each language, no other, each a non-empty text', (path) => {
    const keys = texts(read(path, 'es'))
      .map(([key]) => key)
      .sort();
    for (const lng of languages) {
      const entries = texts(read(path, lng));
      expect([lng, entries.map(([key]) => key).sort()]).toEqual([lng, keys]);
      expect([lng, entries.filter(([, text]) => typeof text !== 'string' || text.trim() === '')]).toEqual([lng, []]);
    }
  });

  it.each(files)('%s interpolates the same {{placeholders}} in every language', (path) => {
    const spanish = placeholders(read(path, 'es')).sort();
    for (const lng of languages) expect([lng, placeholders(read(path, lng)).sort()]).toEqual([lng, spanish]);
  });
});

describe('Spanish texts the server also sends', () => {
  it.each(serverTexts)("%s %s is the contracts' message", (path, key, message) => {
    const json = JSON.parse(readFileSync(new URL(path, frontends), 'utf8'));
    expect(key.split('.').reduce((value, part) => value[part], json)).toEqual(asI18next(message));
  });
});
