import { useSyncExternalStore } from 'react';
import { emit, i18n } from '@mb/ui';

/** Spec 1 §9: the payment banner goes away by itself after 8 s. */
const paymentBannerMs = 8_000;

export type PaymentBannerTone = 'success' | 'pending' | 'error';

export interface PaymentBanner {
  tone: PaymentBannerTone;
  message: string;
}

const toastTypes = { success: 'success', pending: 'info', error: 'error' } as const;

/** The banner at the top of the store; one per page, shared by the widget's result and the payment return. */
function createPaymentBannerStore() {
  let banner: PaymentBanner | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function set(next: PaymentBanner | null): void {
    clearTimeout(timer);
    banner = next;
    if (next) timer = setTimeout(() => set(null), paymentBannerMs);
    listeners.forEach((listener) => listener());
  }

  return {
    getState: () => banner,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show: (next: PaymentBanner) => set(next),
    /**
     * The store is navigating away (home, the account), which takes the banner with it: its words go on in the
     * shell's toast stack. Only then, not beside the banner: on a phone the toast would sit right over it.
     */
    leavePage(): void {
      if (banner) emit('global-toast', { type: toastTypes[banner.tone], message: banner.message, durationMs: paymentBannerMs });
    },
    hide: () => set(null),
  };
}

export const paymentBannerStore = createPaymentBannerStore();

export function usePaymentBanner(): PaymentBanner | null {
  return useSyncExternalStore(paymentBannerStore.subscribe, paymentBannerStore.getState, paymentBannerStore.getState);
}

/** Spec 1 §4: a payment that did not go through, said before the store sends the visitor home. */
export function showPaymentCancelled(): void {
  paymentBannerStore.show({ tone: 'error', message: i18n.t('store:payment.cancelled') });
}

/** Leaves the store for home or the account, the banner's words going along as a toast. */
export function leaveStore(to: 'open-home' | 'open-memberships'): void {
  paymentBannerStore.leavePage();
  emit(to);
}
