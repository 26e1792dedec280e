import { addTranslations } from '@mb/ui';
import en from '../../locales/en/adminInvoicing.json' with { type: 'json' };
import es from '../../locales/es/adminInvoicing.json' with { type: 'json' };
import fr from '../../locales/fr/adminInvoicing.json' with { type: 'json' };
import pt from '../../locales/pt/adminInvoicing.json' with { type: 'json' };

export const invoicingNamespace = 'adminInvoicing';

/** Spanish is the spec's wording (spec 3 §2.1, §5, §8); its `messages` are the contracts' (frontends/locales.test.ts). */
addTranslations(invoicingNamespace, { es, en, pt, fr });
