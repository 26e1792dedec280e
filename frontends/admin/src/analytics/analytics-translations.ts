import { addTranslations } from '@mb/ui';
import en from '../../locales/en/analytics.json' with { type: 'json' };
import es from '../../locales/es/analytics.json' with { type: 'json' };
import fr from '../../locales/fr/analytics.json' with { type: 'json' };
import pt from '../../locales/pt/analytics.json' with { type: 'json' };

/** /admin/analitica (key `analytics` of the `admin` namespace; spec 2 §2.9 and §8). */
addTranslations('admin', { es, en, pt, fr });
