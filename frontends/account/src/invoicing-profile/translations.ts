import { addTranslations } from '@mb/ui';
import en from '../../locales/en/invoicingProfile.json' with { type: 'json' };
import es from '../../locales/es/invoicingProfile.json' with { type: 'json' };
import fr from '../../locales/fr/invoicingProfile.json' with { type: 'json' };
import pt from '../../locales/pt/invoicingProfile.json' with { type: 'json' };

export const invoicingProfileNamespace = 'invoicingProfile';

// Spanish is the specs' wording (spec 1 §8, spec 2 §2.2); the server's messages equal the contracts' (frontends/locales.test.ts).
addTranslations(invoicingProfileNamespace, { es, en, pt, fr });
