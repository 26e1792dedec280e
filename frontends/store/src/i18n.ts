import { addTranslations } from '@mb/ui';
import homeEn from './i18n/home.en.json';
import homeEs from './i18n/home.es.json';
import homeFr from './i18n/home.fr.json';
import homePt from './i18n/home.pt.json';
import landingEn from './i18n/landing.en.json';
import landingEs from './i18n/landing.es.json';
import landingFr from './i18n/landing.fr.json';
import landingPt from './i18n/landing.pt.json';
import storeEn from './i18n/store.en.json';
import storeEs from './i18n/store.es.json';
import storeFr from './i18n/store.fr.json';
import storePt from './i18n/store.pt.json';

// One 'store' namespace for the whole remote; each file owns its top-level keys (store, product and cart;
// home; landing), so the files merge without overwriting each other.
addTranslations('store', {
  es: { ...storeEs, ...homeEs, ...landingEs },
  en: { ...storeEn, ...homeEn, ...landingEn },
  pt: { ...storePt, ...homePt, ...landingPt },
  fr: { ...storeFr, ...homeFr, ...landingFr },
});
