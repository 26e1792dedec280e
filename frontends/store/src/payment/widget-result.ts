import { emit, i18n, type WompiTransaction } from '@mb/ui';
import { leaveStore, showPaymentCancelled } from './payment-banner-store.js';

/** What was paid for: the thanks differ (spec 1 §4 "Payment widget result"). */
export type PaymentPurchase = 'subscription' | 'cart';

/** Spec 1 §4: after a refused payment the visitor is taken home 1 s later. */
const cancelledRedirectMs = 1_000;

const approvedMessages = { subscription: 'store:payment.approvedSubscription', cart: 'store:payment.approvedCart' } as const;

/**
 * Reacts to what the widget reports. Approved or pending only opens the payment return with the
 * transaction id: the server, asking Wompi, confirms (the widget's word is a hint). Closed without a
 * transaction: nothing happened, nothing to say.
 */
export function handleWidgetResult(
  transaction: WompiTransaction | undefined,
  purchase: PaymentPurchase,
  openReturn: (transactionId: string) => void,
): void {
  if (!transaction) return;
  if (transaction.status === 'APPROVED' || transaction.status === 'PENDING') {
    const approved = transaction.status === 'APPROVED';
    emit('global-toast', {
      type: approved ? 'success' : 'info',
      message: i18n.t(approved ? approvedMessages[purchase] : 'store:payment.pending'),
    });
    openReturn(transaction.id);
    return;
  }
  showPaymentCancelled();
  emit('show-blocking-loader', { text: i18n.t('store:payment.returningHome') });
  setTimeout(() => {
    emit('hide-blocking-loader');
    leaveStore('open-home');
  }, cancelledRedirectMs);
}
