import { addTranslations } from '@mb/ui';
import en from '../../locales/en/inventory.json' with { type: 'json' };
import es from '../../locales/es/inventory.json' with { type: 'json' };
import fr from '../../locales/fr/inventory.json' with { type: 'json' };
import pt from '../../locales/pt/inventory.json' with { type: 'json' };

/** The inventory: supplies, moves, counts and recipes (namespace `restaurant`, key `inventory`). */
addTranslations('restaurant', { es, en, pt, fr });
