import { addTranslations } from '@mb/ui';
import en from '../../locales/en/caja.json' with { type: 'json' };
import es from '../../locales/es/caja.json' with { type: 'json' };
import fr from '../../locales/fr/caja.json' with { type: 'json' };
import pt from '../../locales/pt/caja.json' with { type: 'json' };

/** The cash register: shifts, movements, the close and its report, history and settings (namespace `restaurant`, key `caja`). */
addTranslations('restaurant', { es, en, pt, fr });
