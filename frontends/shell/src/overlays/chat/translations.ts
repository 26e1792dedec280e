import { useTranslation } from 'react-i18next';
import { addTranslations } from '@mb/ui';
import en from './i18n/en.json';
import es from './i18n/es.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';

const chatNamespace = 'chat';
let registered = false;

/**
 * The chat widget's texts (namespace `chat`). Registered on first render, not on import: the widget is imported
 * with the shell, before the shell starts i18n.
 */
export function useChatTranslation() {
  if (!registered) {
    addTranslations(chatNamespace, { es, en, pt, fr });
    registered = true;
  }
  return useTranslation(chatNamespace);
}
