import { addTranslations } from '@mb/ui';
import en from '../../locales/en/dian.json' with { type: 'json' };
import es from '../../locales/es/dian.json' with { type: 'json' };
import fr from '../../locales/fr/dian.json' with { type: 'json' };
import pt from '../../locales/pt/dian.json' with { type: 'json' };

/** DIAN documents: the diner's factura, the receipt's document, refunds and the 'Facturación electrónica' section (key `dian`). */
addTranslations('restaurant', { es, en, pt, fr });
