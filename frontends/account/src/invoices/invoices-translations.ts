import { addTranslations } from '@mb/ui';
import en from '../../locales/en/accountInvoices.json' with { type: 'json' };
import es from '../../locales/es/accountInvoices.json' with { type: 'json' };
import fr from '../../locales/fr/accountInvoices.json' with { type: 'json' };
import pt from '../../locales/pt/accountInvoices.json' with { type: 'json' };

export const accountInvoicesNamespace = 'accountInvoices';

/** The Facturas tab of /cuenta. DIAN's states and what to fix come from the server, in Spanish. */
addTranslations(accountInvoicesNamespace, { es, en, pt, fr });
