import { addTranslations } from '@mb/ui';
import en from '../../locales/en/orders.json' with { type: 'json' };
import es from '../../locales/es/orders.json' with { type: 'json' };
import fr from '../../locales/fr/orders.json' with { type: 'json' };
import pt from '../../locales/pt/orders.json' with { type: 'json' };

/** Taking an order: floor, menu, cart (namespace `restaurant`, key `orders`). */
addTranslations('restaurant', { es, en, pt, fr });
