import { useRef, useState } from 'react';
import type { Order } from '@mb/contracts';
import { apiRequest, emit, i18n, useSignedInUser, useWindowEvent } from '@mb/ui';
import type { BillingCycle } from '../catalog/plans.js';
import { ensureInvoicingProfile } from '../cart/invoicing-check.js';
import { useStartPayment } from '../payment/use-start-payment.js';

export interface BuyNowRequest {
  product_id: string;
  plan_type: string;
  billing_cycle: BillingCycle;
}

/**
 * 'Comprar ahora' (spec 1 §4): signed in, a ready invoicing profile, then POST /auth/purchase (an order)
 * and its payment in Wompi's widget. When the profile is missing its dialog opens and, once saved,
 * 'retry-buy-now' buys what was chosen.
 */
export function useBuyNow() {
  const user = useSignedInUser();
  const startPayment = useStartPayment('subscription');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const waitingForProfile = useRef<BuyNowRequest | null>(null);

  async function buy(request: BuyNowRequest): Promise<void> {
    if (!user) {
      emit('open-login-modal');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const ready = await ensureInvoicingProfile('retry-buy-now');
      waitingForProfile.current = ready ? null : request;
      if (!ready) return;
      const { order } = await apiRequest<{ order: Pick<Order, 'id'> }>('/auth/purchase', {
        method: 'POST',
        body: request,
        fallback: i18n.t('store:product.purchaseFailed'),
      });
      await startPayment(order.id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : i18n.t('store:product.purchaseFailed'));
    } finally {
      setBusy(false);
    }
  }

  useWindowEvent('retry-buy-now', () => {
    if (waitingForProfile.current) void buy(waitingForProfile.current);
  });

  return { buy, busy, error };
}
