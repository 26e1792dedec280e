import { useQueryClient } from '@tanstack/react-query';
import { emit, i18n, useWindowEvent, type WindowEvents } from '@mb/ui';
import { fetchProducts, productsQueryKey } from '../catalog/catalog-api.js';
import { defaultPlanKey } from '../catalog/plans.js';
import { lineFor } from './cart-lines.js';
import { cartStore } from './cart-store.js';

/**
 * 'store-add-to-cart' (spec 1 §2): other screens put a product in the cart by id; the plan defaults to the
 * product's first one and the billing to monthly (spec 1 §4).
 */
export function useAddToCartEvent(): void {
  const queryClient = useQueryClient();

  async function add({ productId, planType, billingCycle = 'monthly' }: WindowEvents['store-add-to-cart']): Promise<void> {
    try {
      const products = await queryClient.ensureQueryData({ queryKey: productsQueryKey, queryFn: () => fetchProducts() });
      const product = products.find((candidate) => candidate.id === productId);
      const plan = product && (planType ?? defaultPlanKey(product));
      const line = product && plan ? lineFor(product, plan, billingCycle) : undefined;
      if (line) cartStore.add(line);
      else emit('global-toast', { type: 'error', message: i18n.t('store:cart.productUnavailable') });
    } catch (error) {
      emit('global-toast', { type: 'error', message: error instanceof Error ? error.message : i18n.t('store:store.productsFailed') });
    }
  }

  useWindowEvent('store-add-to-cart', (detail) => void add(detail));
}
