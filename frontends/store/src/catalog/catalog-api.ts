import { useQuery } from '@tanstack/react-query';
import type { Category, Product } from '@mb/contracts';
import { publicQueryKeys } from '@mb/contracts/domain/web-pages';
import { ApiError, apiRequest, i18n } from '@mb/ui';

/** The public catalogue as the gateway serves it: active products only, most sold first. */
export const productsQueryKey = publicQueryKeys.products;
const categoriesQueryKey = publicQueryKeys.categories;
const productQueryKey = publicQueryKeys.product;

// The fallbacks are read when the call fails, so they follow the language chosen at that moment.
export async function fetchProducts(options: { fresh?: boolean } = {}): Promise<Product[]> {
  const body = await apiRequest<{ products: Product[] }>('/auth/public/products', {
    fallback: i18n.t('store:store.productsFailed'),
    // Before paying, prices must be the server's current ones, not a copy any cache kept.
    headers: options.fresh ? { 'Cache-Control': 'no-cache' } : undefined,
  });
  return body.products;
}

async function fetchCategories(): Promise<Category[]> {
  const body = await apiRequest<{ categories: Category[] }>('/auth/public/categories', {
    fallback: i18n.t('store:store.categoriesFailed'),
  });
  return body.categories;
}

/** null when no active product has that slug: the page says so instead of showing an error. */
async function fetchProduct(slug: string): Promise<Product | null> {
  try {
    const body = await apiRequest<{ product: Product }>(`/auth/public/products/${encodeURIComponent(slug)}`, {
      fallback: i18n.t('store:store.productsFailed'),
    });
    return body.product;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

// A minute of freshness: browsing back and forth between the grid and product pages does not refetch.
const staleTime = 60_000;

export function useProducts() {
  return useQuery({ queryKey: productsQueryKey, queryFn: () => fetchProducts(), staleTime });
}

export function useCategories() {
  return useQuery({ queryKey: categoriesQueryKey, queryFn: fetchCategories, staleTime });
}

export function useProduct(slug: string) {
  return useQuery({ queryKey: productQueryKey(slug), queryFn: () => fetchProduct(slug), staleTime });
}
