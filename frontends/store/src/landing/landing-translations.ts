import { addTranslations } from '@mb/ui';
import en from '../../locales/en/landing.json' with { type: 'json' };
import es from '../../locales/es/landing.json' with { type: 'json' };
import fr from '../../locales/fr/landing.json' with { type: 'json' };
import pt from '../../locales/pt/landing.json' with { type: 'json' };

/** The product landing pages' texts (key `landing` of the `store` namespace), all four languages. */
export const landingTranslations = { es, en, pt, fr };

// Registered by the landing page itself, so it does not depend on the rest of the store's texts.
addTranslations('store', landingTranslations);
