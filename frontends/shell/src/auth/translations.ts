import { addTranslations } from '@mb/ui';
import en from '../i18n/auth.en.json';
import es from '../i18n/auth.es.json';
import fr from '../i18n/auth.fr.json';
import pt from '../i18n/auth.pt.json';

/**
 * The sign-in dialogs' texts (namespace `auth`). Registered when the dialogs' chunk loads, so a first visit
 * does not download them.
 */
export const authNamespace = 'auth';
addTranslations(authNamespace, { es, en, pt, fr });
