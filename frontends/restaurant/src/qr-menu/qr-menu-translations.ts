import { addTranslations } from '@mb/ui';
import en from '../../locales/en/qr-menu.json' with { type: 'json' };
import es from '../../locales/es/qr-menu.json' with { type: 'json' };
import fr from '../../locales/fr/qr-menu.json' with { type: 'json' };
import pt from '../../locales/pt/qr-menu.json' with { type: 'json' };

/** The QR menu: its link, table ordering, the QR sheet and the orders from the table (namespace `restaurant`, key `qrMenu`). */
addTranslations('restaurant', { es, en, pt, fr });
