import { addTranslations } from '@mb/ui';
import en from '../../locales/en/auth.json' with { type: 'json' };
import es from '../../locales/es/auth.json' with { type: 'json' };
import fr from '../../locales/fr/auth.json' with { type: 'json' };
import pt from '../../locales/pt/auth.json' with { type: 'json' };

/**
 * The sign-in dialogs' texts (namespace `auth`). Registered when the dialogs' chunk loads, so a first visit
 * does not download them.
 */
export const authNamespace = 'auth';
addTranslations(authNamespace, { es, en, pt, fr });
