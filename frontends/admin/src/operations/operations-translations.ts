import { addTranslations } from '@mb/ui';
import en from '../../locales/en/adminOperations.json' with { type: 'json' };
import es from '../../locales/es/adminOperations.json' with { type: 'json' };
import fr from '../../locales/fr/adminOperations.json' with { type: 'json' };
import pt from '../../locales/pt/adminOperations.json' with { type: 'json' };

export const operationsNamespace = 'adminOperations';

/** /admin/operacion. Errors of messages and jobs come from the services as they were raised. */
addTranslations(operationsNamespace, { es, en, pt, fr });
