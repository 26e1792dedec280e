import { addTranslations } from '@mb/ui';
import en from '../../locales/en/tables.json' with { type: 'json' };
import es from '../../locales/es/tables.json' with { type: 'json' };
import fr from '../../locales/fr/tables.json' with { type: 'json' };
import pt from '../../locales/pt/tables.json' with { type: 'json' };

/** The floor's tables, for restaurant admins (namespace `restaurant`, key `tables`). */
addTranslations('restaurant', { es, en, pt, fr });
