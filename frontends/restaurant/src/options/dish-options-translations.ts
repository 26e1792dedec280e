import { addTranslations } from '@mb/ui';
import en from '../../locales/en/dish-options.json' with { type: 'json' };
import es from '../../locales/es/dish-options.json' with { type: 'json' };
import fr from '../../locales/fr/dish-options.json' with { type: 'json' };
import pt from '../../locales/pt/dish-options.json' with { type: 'json' };

/** A dish's options: the menu's editor, the waiter's choice and the cook's ticket (namespace `restaurant`, key `dishOptions`). */
addTranslations('restaurant', { es, en, pt, fr });
