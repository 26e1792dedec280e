import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../apidian-api.js';
import { invoicingToast } from '../toast.js';
import { invoicingNamespace } from '../translations.js';
import { useReloadIssuers } from '../use-issuers.js';
import { useReloadEnablement } from './enablement-api.js';

/**
 * One call of a guided step: on success a toast and the issuer and its steps read again; on failure the reason in
 * plain words stays under the step (and in a toast), never APIDIAN's raw JSON.
 */
export function useStepCall<T>(issuerId: number, call: (input: T) => Promise<unknown>, success: string) {
  const { t } = useTranslation(invoicingNamespace);
  const reloadIssuers = useReloadIssuers();
  const reloadEnablement = useReloadEnablement();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: call,
    onMutate: () => setFailure(null),
    onSuccess: () => {
      invoicingToast('success', success);
      void reloadIssuers();
      void reloadEnablement(issuerId);
    },
    onError: (error) => {
      const message = failureMessage(error, t);
      setFailure(message);
      invoicingToast('error', message);
    },
  });
  return { run: (input: T) => mutation.mutate(input), pending: mutation.isPending, failure };
}
