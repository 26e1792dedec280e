import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { startupScreen } from '@mb/ui';
import type { PaymentLookup } from './payment-api.js';
import { confirmPaymentReturn } from './payment-return.js';

/** The query parameters of a payment return (Wompi adds `env` in its sandbox); removed once it is handled. */
const returnParameters = ['id', 'reference', 'env'];

/** Wompi's redirect carries the transaction `id` (reference §3.5); a link of ours may carry the `reference`. */
function paymentLookup(search: string): PaymentLookup | undefined {
  const query = new URLSearchParams(search);
  const id = query.get('id');
  const reference = query.get('reference');
  if (id) return { transaction_id: id };
  if (reference) return { reference };
  return undefined;
}

/**
 * Runs the payment return whenever the store's URL carries `?id=` or `?reference=` (on arrival, or when
 * the widget reports a payment). Without them nothing happens: no loader is ever shown for nothing.
 */
export function usePaymentReturn(): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // The return is remembered rather than re-read from the URL: removing the query once the payment is
  // settled must not cancel what follows (going home 1.2 s later).
  const [landing, setLanding] = useState<{ search: string; lookup: PaymentLookup } | null>(null);
  const lookup = paymentLookup(search);
  if (lookup && landing?.search !== search) setLanding({ search, lookup });

  const clearQuery = useEffectEvent(() => {
    const query = new URLSearchParams(search);
    returnParameters.forEach((name) => query.delete(name));
    const rest = query.toString();
    // '' is the store's own address (/tienda, not /tienda/).
    navigate(`${location === '/' ? '' : location}${rest ? `?${rest}` : ''}`, { replace: true });
  });

  useEffect(() => {
    if (!landing) return;
    // The payment's outcome is what this page is for: no start-up screen in front of its loader and banner.
    startupScreen.hide();
    const controller = new AbortController();
    void confirmPaymentReturn(landing.lookup, { signal: controller.signal, clearQuery: () => clearQuery() });
    return () => controller.abort();
  }, [landing]);
}
