import { apiRequest, i18n } from '@mb/ui';
import type { CartItem } from './cart-lines.js';

/** POST /auth/purchase/checkout: one order for the whole cart (spec 1 §3 "Order line for checkout"). */
export async function createOrder(items: readonly CartItem[]): Promise<{ id: string }> {
  const body = await apiRequest<{ order: { id: string } }>('/auth/purchase/checkout', {
    method: 'POST',
    body: {
      items: items.map((item) => ({
        product_id: item.product.id,
        plan_type: item.planType,
        unit_price: item.unitPrice,
        quantity: item.quantity,
        billing_cycle: item.billingCycle,
      })),
      notes: '',
    },
    fallback: i18n.t('store:cart.checkoutFailed'),
  });
  return body.order;
}
