import { addTranslations } from '@mb/ui';
import en from '../../locales/en/menu.json' with { type: 'json' };
import es from '../../locales/es/menu.json' with { type: 'json' };
import fr from '../../locales/fr/menu.json' with { type: 'json' };
import pt from '../../locales/pt/menu.json' with { type: 'json' };

/** The menu, for restaurant admins (namespace `restaurant`, key `menu`). */
addTranslations('restaurant', { es, en, pt, fr });
