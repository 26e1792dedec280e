import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, emit, i18n, openWompiWidget, type WompiTransaction } from '@mb/ui';
import { dashboardQueryKey } from '../memberships/use-client-dashboard.js';
import { confirmRenewalPayment, initRenewal, type RenewalChoice } from './renewal-api.js';

const toast = (type: 'success' | 'info' | 'error', key: string) =>
  emit('global-toast', { type, message: i18n.t(`account:renewal.${key}`) });

/** The server's reason for not starting (a 4xx carries one); otherwise the spec's 'No se pudo iniciar el pago'. */
function startFailure(failure: unknown): string {
  return failure instanceof ApiError && failure.status !== undefined && failure.message
    ? failure.message
    : i18n.t('account:renewal.startFailed');
}

/**
 * Spec 2 §2.3, §7.3: the server prices and signs the renewal, then Wompi's widget takes the card. APPROVED
 * says so and calls `onApproved`; PENDING says so; any other outcome is 'Pago no aprobado'; a widget closed
 * unpaid says nothing. Approved or pending, the server is asked to confirm and the dashboard is read again.
 */
export function usePayRenewal(onApproved: () => void) {
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);

  const settle = async (transactionId: string) => {
    // Asking makes the server settle it now; if that fails, Wompi's own event settles it, so the dashboard is read anyway.
    await confirmRenewalPayment(transactionId).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  };

  const onResult = (transaction: WompiTransaction | undefined) => {
    if (!transaction) return;
    if (transaction.status === 'APPROVED') {
      toast('success', 'approved');
      onApproved();
    } else if (transaction.status === 'PENDING') {
      toast('info', 'pending');
    } else {
      toast('error', 'declined');
      return;
    }
    void settle(transaction.id);
  };

  const pay = async (choice: RenewalChoice) => {
    setStarting(true);
    try {
      const init = await initRenewal(choice);
      // False: Wompi is not configured on the server (no key or signature), so nothing could open.
      if (!(await openWompiWidget(init, onResult))) toast('error', 'startFailed');
    } catch (failure) {
      emit('global-toast', { type: 'error', message: startFailure(failure) });
    } finally {
      setStarting(false);
    }
  };

  return { pay, starting };
}
