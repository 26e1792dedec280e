import { addTranslations } from '@mb/ui';
import en from '../../locales/en/expiryWarnings.json' with { type: 'json' };
import es from '../../locales/es/expiryWarnings.json' with { type: 'json' };
import fr from '../../locales/fr/expiryWarnings.json' with { type: 'json' };
import pt from '../../locales/pt/expiryWarnings.json' with { type: 'json' };

export const warningsNamespace = 'expiryWarnings';

addTranslations(warningsNamespace, { es, en, pt, fr });
