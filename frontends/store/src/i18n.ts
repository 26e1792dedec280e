import { addTranslations } from '@mb/ui';
import en from '../locales/en/store.json' with { type: 'json' };
import es from '../locales/es/store.json' with { type: 'json' };
import fr from '../locales/fr/store.json' with { type: 'json' };
import pt from '../locales/pt/store.json' with { type: 'json' };

// The store, product and cart texts of the 'store' namespace. The home and landing pages register their
// own keys (home/home-translations.ts, landing/landing-translations.ts), so each chunk carries only its texts.
addTranslations('store', { es, en, pt, fr });
