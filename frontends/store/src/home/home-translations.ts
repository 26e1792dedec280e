import { addTranslations } from '@mb/ui';
import en from '../i18n/home.en.json';
import es from '../i18n/home.es.json';
import fr from '../i18n/home.fr.json';
import pt from '../i18n/home.pt.json';

/** The home page's texts (key `home` of the `store` namespace), all four languages. */
export const homeTranslations = { es, en, pt, fr };

/**
 * Registered by the home page itself, so its chunk carries only these texts and not the whole store's
 * (bundles merge deeply, so the order does not matter).
 */
addTranslations('store', homeTranslations);

/** The typewriter's adjectives; the Spanish list decides which index is shown (spec 1 §2). */
export const spanishAdjectives: readonly string[] = es.home.hero.adjectives;
