import { addTranslations } from '@mb/ui';
import en from '../../locales/en/reports.json' with { type: 'json' };
import es from '../../locales/es/reports.json' with { type: 'json' };
import fr from '../../locales/fr/reports.json' with { type: 'json' };
import pt from '../../locales/pt/reports.json' with { type: 'json' };

/** The sales reports, for restaurant admins (namespace `restaurant`, key `reports`). */
addTranslations('restaurant', { es, en, pt, fr });
