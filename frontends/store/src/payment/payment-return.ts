import type { PaymentResult } from '@mb/contracts';
import { emit, i18n } from '@mb/ui';
import { cartStore } from '../cart/cart-store.js';
import { fetchPaymentResult, type PaymentLookup } from './payment-api.js';
import { leaveStore, paymentBannerStore, showPaymentCancelled } from './payment-banner-store.js';
import { showInvoiceToast } from './invoice-toast.js';

/** While Wompi has not decided, the result is asked again this many times, this far apart, before settling. */
const pendingPolls = 5;
const pollIntervalMs = 1_500;
/** Spec 1 §4: after a payment that did not go through, home 1.2 s later. */
const failureRedirectMs = 1_200;
/** How long 'Creando tu espacio de trabajo...' shows (with the banner and invoice toast) before the account opens. */
const workspaceLoaderMs = 1_500;
/** Spec 1 §4 and §9: the confirming loader hides by itself after 6 s; the answer, when it comes, still shows. */
export const confirmingLoaderMs = 6_000;

/** Waits, unless the return is abandoned (the store left), which rejects with the signal's reason. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

const isPaid = ({ payment }: PaymentResult) => payment.status === 'paid' || payment.wompi_status === 'APPROVED';
const isPending = (result: PaymentResult) => !isPaid(result) && result.payment.status === 'pending';

/** The result once Wompi has decided, or still pending after the last poll. Throws when the first lookup fails. */
async function settledResult(lookup: PaymentLookup, signal: AbortSignal): Promise<PaymentResult> {
  let result = await fetchPaymentResult(lookup, signal);
  for (let poll = 0; poll < pendingPolls && isPending(result); poll += 1) {
    await sleep(pollIntervalMs, signal);
    try {
      result = await fetchPaymentResult(lookup, signal);
    } catch (failure) {
      // A later lookup failing says nothing new about the payment: it stays pending, not cancelled.
      if (signal.aborted) throw failure;
      break;
    }
  }
  return result;
}

export interface PaymentReturnOptions {
  /** Aborted when the store unmounts: nothing more is shown or navigated. */
  signal: AbortSignal;
  /** Removes id, reference and env from the URL (replacing it, so Back does not confirm again). */
  clearQuery: () => void;
}

/**
 * Spec 1 §4 "Payment return": back from Wompi (or from the widget) with a transaction id or reference,
 * the server is asked how the payment went and the visitor is told, then taken on: to their account when
 * paid, home when not; a pending payment stays on the store.
 */
export async function confirmPaymentReturn(lookup: PaymentLookup, { signal, clearQuery }: PaymentReturnOptions): Promise<void> {
  let loaderShown = false;
  const showLoader = (text: string) => {
    loaderShown = true;
    emit('show-blocking-loader', { text });
  };
  const hideLoader = () => {
    if (!loaderShown) return;
    loaderShown = false;
    emit('hide-blocking-loader');
  };
  // Abandoned mid-way: the loader goes at once, before a newer return (if that is why) shows its own.
  signal.addEventListener('abort', hideLoader, { once: true });

  showLoader(i18n.t('store:payment.confirming'));
  // A slow answer (Wompi still deciding, a lookup waiting out its time-out) does not hold the page behind the loader.
  const selfHide = setTimeout(hideLoader, confirmingLoaderMs);
  try {
    let result: PaymentResult | undefined;
    try {
      result = await settledResult(lookup, signal);
    } catch (failure) {
      // A failed lookup is told as a payment that did not go through (below).
      if (signal.aborted) throw failure;
    } finally {
      clearTimeout(selfHide);
    }

    if (result && isPaid(result)) {
      cartStore.orderPaid(result.payment.order.id);
      paymentBannerStore.show({ tone: 'success', message: i18n.t('store:payment.paid', { reference: result.payment.reference }) });
      if (result.invoice) showInvoiceToast(result.invoice);
      showLoader(i18n.t('store:payment.creatingWorkspace'));
      await sleep(workspaceLoaderMs, signal);
      hideLoader();
      clearQuery();
      leaveStore('open-memberships');
    } else if (result && isPending(result)) {
      paymentBannerStore.show({ tone: 'pending', message: i18n.t('store:payment.pending') });
      hideLoader();
      clearQuery();
    } else {
      showPaymentCancelled();
      hideLoader();
      clearQuery();
      await sleep(failureRedirectMs, signal);
      leaveStore('open-home');
    }
  } catch (failure) {
    if (signal.aborted) return;
    // Never left behind a loader, whatever went wrong.
    hideLoader();
    throw failure;
  }
}
