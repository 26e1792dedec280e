import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { emit, i18n, useSignedInUser } from '@mb/ui';
import { fetchProducts, productsQueryKey } from '../catalog/catalog-api.js';
import { useStartPayment } from '../payment/use-start-payment.js';
import { cartStore } from './cart-store.js';
import { checkCart, type CartIssue } from './cart-validation.js';
import { createOrder } from './create-order.js';
import { ensureInvoicingProfile } from './invoicing-check.js';

/**
 * The cart's checkout (spec 1 §4, §5): signed in, the lines checked against the live catalogue (any change
 * is shown and stops the checkout: nothing is charged at a price the visitor did not see), a ready
 * invoicing profile, then one order and its payment in Wompi's widget. The cart empties once that order is paid.
 */
export function useCartCheckout() {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const startPayment = useStartPayment('cart');
  const [busy, setBusy] = useState(false);
  const [issues, setIssues] = useState<CartIssue[]>([]);
  const [error, setError] = useState<string | null>(null);

  async function checkout(): Promise<void> {
    const { items } = cartStore.getState();
    if (items.length === 0) return;
    if (!user) {
      emit('open-login-modal');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const catalogue = await queryClient.fetchQuery({
        queryKey: productsQueryKey,
        queryFn: () => fetchProducts({ fresh: true }),
        staleTime: 0,
      });
      const check = checkCart(items, catalogue);
      setIssues(check.issues);
      if (check.issues.length > 0) {
        cartStore.replace(check.items);
        return;
      }
      if (!(await ensureInvoicingProfile())) return;
      const order = await createOrder(check.items);
      if (!(await startPayment(order.id))) return;
      // The lines stay in the cart until the payment return confirms the order paid.
      cartStore.startCheckout(order.id);
      cartStore.setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : i18n.t('store:cart.checkoutFailed'));
    } finally {
      setBusy(false);
    }
  }

  return { checkout, busy, issues, error };
}
