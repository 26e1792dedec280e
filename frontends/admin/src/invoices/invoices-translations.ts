import { addTranslations } from '@mb/ui';
import en from '../../locales/en/adminInvoices.json' with { type: 'json' };
import es from '../../locales/es/adminInvoices.json' with { type: 'json' };
import fr from '../../locales/fr/adminInvoices.json' with { type: 'json' };
import pt from '../../locales/pt/adminInvoices.json' with { type: 'json' };

export const invoicesNamespace = 'adminInvoices';

/** /admin/facturacion/facturas. DIAN's states and reasons come from the server, in Spanish. */
addTranslations(invoicesNamespace, { es, en, pt, fr });
