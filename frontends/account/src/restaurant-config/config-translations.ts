import { addTranslations } from '@mb/ui';
import en from '../../locales/en/restaurantConfig.json' with { type: 'json' };
import es from '../../locales/es/restaurantConfig.json' with { type: 'json' };
import fr from '../../locales/fr/restaurantConfig.json' with { type: 'json' };
import pt from '../../locales/pt/restaurantConfig.json' with { type: 'json' };

/** The restaurant configuration modal (key `restaurantConfig` of the `account` namespace); Spanish per spec 2 §2.4, §8. */
addTranslations('account', { es, en, pt, fr });
