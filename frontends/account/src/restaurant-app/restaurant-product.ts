import type { Subscription } from '@mb/contracts';

/**
 * The restaurant software is the product that opens as an app, renews by plan and has staff. Subscriptions
 * name their product but carry no kind, so it is recognised by name, as the spec's admin screens do
 * ('Producto Restaurant no disponible', spec 2 §8).
 */
export function isRestaurantSubscription(subscription: Pick<Subscription, 'product_name'>): boolean {
  return /restaurant/i.test(subscription.product_name);
}
