import { addTranslations } from '@mb/ui';
import en from '../../locales/en/table-moves.json' with { type: 'json' };
import es from '../../locales/es/table-moves.json' with { type: 'json' };
import fr from '../../locales/fr/table-moves.json' with { type: 'json' };
import pt from '../../locales/pt/table-moves.json' with { type: 'json' };
import '../orders/order-translations.js';

/** Moving and merging tables (namespace `restaurant`, key `tableMoves`). */
addTranslations('restaurant', { es, en, pt, fr });
