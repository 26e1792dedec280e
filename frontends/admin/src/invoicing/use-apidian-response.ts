import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage, failureText, type ApidianAnswer } from './apidian-api.js';
import { prettyJson } from './json-text.js';
import { invoicingToast } from './toast.js';
import { invoicingNamespace } from './translations.js';

/**
 * A tab's APIDIAN call told in a toast and, in full, in its response box: the answer as JSON, or why it failed
 * (APIDIAN's validation errors with their fields, in the screen's language).
 */
export function useApidianResponse() {
  const { t } = useTranslation(invoicingNamespace);
  const [response, setResponse] = useState('');
  return {
    response,
    clear: () => setResponse(''),
    succeeded(message: string, answer: ApidianAnswer) {
      invoicingToast('success', message);
      setResponse(prettyJson(answer));
    },
    /** `toast` replaces the failure's own message in the toast (the box still gives the detail). */
    failed(error: Error, toast = failureMessage(error, t)) {
      invoicingToast('error', toast);
      setResponse(failureText(error, toast, t));
    },
  };
}
