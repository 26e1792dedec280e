/** Sample catalogue data for the store's tests (no DOM needed). */
import type { Product } from '@mb/contracts';

export { productFixture as makeProduct, restaurantPlans } from '@mb/ui/testing/fixtures';

export const productsAnswer = (products: Product[]) => ({ body: { success: true, products } });
