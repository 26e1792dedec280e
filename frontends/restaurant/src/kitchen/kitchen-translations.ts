import { addTranslations } from '@mb/ui';
import en from '../../locales/en/kitchen.json' with { type: 'json' };
import es from '../../locales/es/kitchen.json' with { type: 'json' };
import fr from '../../locales/fr/kitchen.json' with { type: 'json' };
import pt from '../../locales/pt/kitchen.json' with { type: 'json' };

/** The kitchen board (namespace `restaurant`, key `kitchen`); statuses keep the specs' Spanish names in Spanish. */
addTranslations('restaurant', { es, en, pt, fr });
