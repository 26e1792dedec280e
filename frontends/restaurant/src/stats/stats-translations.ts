import { addTranslations } from '@mb/ui';
import en from '../../locales/en/stats.json' with { type: 'json' };
import es from '../../locales/es/stats.json' with { type: 'json' };
import fr from '../../locales/fr/stats.json' with { type: 'json' };
import pt from '../../locales/pt/stats.json' with { type: 'json' };

/** The day's figures, for restaurant admins (namespace `restaurant`, key `stats`). */
addTranslations('restaurant', { es, en, pt, fr });
