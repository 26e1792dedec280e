import { addTranslations } from '@mb/ui';
import en from '../../locales/en/payments.json' with { type: 'json' };
import es from '../../locales/es/payments.json' with { type: 'json' };
import fr from '../../locales/fr/payments.json' with { type: 'json' };
import pt from '../../locales/pt/payments.json' with { type: 'json' };

/** 'Pagos' (key `payments` of the `admin` namespace); Spanish is the spec's wording (spec 2 §2.7, §2.5). */
addTranslations('admin', { es, en, pt, fr });
