import { addTranslations } from '@mb/ui';
import en from '../../locales/en/staff.json' with { type: 'json' };
import es from '../../locales/es/staff.json' with { type: 'json' };
import fr from '../../locales/fr/staff.json' with { type: 'json' };
import pt from '../../locales/pt/staff.json' with { type: 'json' };

/** The restaurant's staff, for restaurant admins (namespace `restaurant`, key `staff`). */
addTranslations('restaurant', { es, en, pt, fr });
