import { addTranslations } from '@mb/ui';
import en from '../../locales/en/adminTemplates.json' with { type: 'json' };
import es from '../../locales/es/adminTemplates.json' with { type: 'json' };
import fr from '../../locales/fr/adminTemplates.json' with { type: 'json' };
import pt from '../../locales/pt/adminTemplates.json' with { type: 'json' };

export const templatesNamespace = 'adminTemplates';

/** Spanish is the spec's wording (spec 3 §2.2, §5, §8); two messages are the contracts' (frontends/locales.test.ts). */
addTranslations(templatesNamespace, { es, en, pt, fr });
