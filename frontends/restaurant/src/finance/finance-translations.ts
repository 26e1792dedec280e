import { addTranslations } from '@mb/ui';
import en from '../../locales/en/finance.json' with { type: 'json' };
import es from '../../locales/es/finance.json' with { type: 'json' };
import fr from '../../locales/fr/finance.json' with { type: 'json' };
import pt from '../../locales/pt/finance.json' with { type: 'json' };

/** Financial management, for restaurant admins on Gold (namespace `restaurant`, key `finance`). */
addTranslations('restaurant', { es, en, pt, fr });
