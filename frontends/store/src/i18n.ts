import { addTranslations } from '@mb/ui';
import en from './i18n/store.en.json';
import es from './i18n/store.es.json';
import fr from './i18n/store.fr.json';
import pt from './i18n/store.pt.json';

// The store, product and cart texts of the 'store' namespace. The home and landing pages register their
// own keys (home/home-translations.ts, landing/landing-translations.ts), so each chunk carries only its texts.
addTranslations('store', { es, en, pt, fr });
