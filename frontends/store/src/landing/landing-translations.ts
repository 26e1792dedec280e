import { addTranslations } from '@mb/ui';
import en from '../i18n/landing.en.json';
import es from '../i18n/landing.es.json';
import fr from '../i18n/landing.fr.json';
import pt from '../i18n/landing.pt.json';

/** The product landing pages' texts (key `landing` of the `store` namespace), all four languages. */
export const landingTranslations = { es, en, pt, fr };

// Registered by the landing page itself, so it does not depend on the rest of the store's texts.
addTranslations('store', landingTranslations);
