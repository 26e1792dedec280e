import { restaurantProductSlug, type Subscription } from '@mb/contracts';

/** The restaurant software is the product that opens as an app, renews by plan and has staff: told by its slug. */
export function isRestaurantSubscription(subscription: Pick<Subscription, 'product'>): boolean {
  return subscription.product.slug === restaurantProductSlug;
}
