import { useTranslation } from 'react-i18next';
import { addTranslations } from '@mb/ui';
import en from '../../../locales/en/chat.json' with { type: 'json' };
import es from '../../../locales/es/chat.json' with { type: 'json' };
import fr from '../../../locales/fr/chat.json' with { type: 'json' };
import pt from '../../../locales/pt/chat.json' with { type: 'json' };

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
