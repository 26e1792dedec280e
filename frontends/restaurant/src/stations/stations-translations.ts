import { addTranslations } from '@mb/ui';
import en from '../../locales/en/stations.json' with { type: 'json' };
import es from '../../locales/es/stations.json' with { type: 'json' };
import fr from '../../locales/fr/stations.json' with { type: 'json' };
import pt from '../../locales/pt/stations.json' with { type: 'json' };

/** The preparation stations (namespace `restaurant`, key `stations`). */
addTranslations('restaurant', { es, en, pt, fr });
