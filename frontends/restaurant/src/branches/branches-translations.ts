import { addTranslations } from '@mb/ui';
import en from '../../locales/en/branches.json' with { type: 'json' };
import es from '../../locales/es/branches.json' with { type: 'json' };
import fr from '../../locales/fr/branches.json' with { type: 'json' };
import pt from '../../locales/pt/branches.json' with { type: 'json' };

/** The restaurant's branches (sedes), for restaurant admins on Gold (namespace `restaurant`, key `branches`). */
addTranslations('restaurant', { es, en, pt, fr });
