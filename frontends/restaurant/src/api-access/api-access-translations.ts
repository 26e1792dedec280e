import { addTranslations } from '@mb/ui';
import en from '../../locales/en/api-access.json' with { type: 'json' };
import es from '../../locales/es/api-access.json' with { type: 'json' };
import fr from '../../locales/fr/api-access.json' with { type: 'json' };
import pt from '../../locales/pt/api-access.json' with { type: 'json' };

/** API keys and webhooks (namespace `restaurant`, key `apiAccess`). */
addTranslations('restaurant', { es, en, pt, fr });
