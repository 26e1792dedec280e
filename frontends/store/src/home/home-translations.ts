import { addTranslations } from '@mb/ui';
import en from '../../locales/en/home.json' with { type: 'json' };
import es from '../../locales/es/home.json' with { type: 'json' };
import fr from '../../locales/fr/home.json' with { type: 'json' };
import pt from '../../locales/pt/home.json' with { type: 'json' };

/** The home page's texts (key `home` of the `store` namespace), all four languages. */
export const homeTranslations = { es, en, pt, fr };

/**
 * Registered by the home page itself, so its chunk carries only these texts and not the whole store's
 * (bundles merge deeply, so the order does not matter).
 */
addTranslations('store', homeTranslations);

/** The typewriter's adjectives; the Spanish list decides which index is shown (spec 1 §2). */
export const spanishAdjectives: readonly string[] = es.home.hero.adjectives;
