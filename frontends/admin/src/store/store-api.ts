import { useQuery } from '@tanstack/react-query';
import type {
  Category,
  CreateProductRequest,
  CustomPlanRequest,
  PlanFeature,
  PlanType,
  Product,
  UpdateProductRequest,
  UpsertCategoryRequest,
} from '@mb/contracts';
import { apiRequest, i18n } from '@mb/ui';

/** Store administration calls (spec 2 §7.4); every failure shows the server's message or the spec's text. */
export const storeKeys = {
  categories: ['admin', 'store', 'categories'] as const,
  products: ['admin', 'store', 'products'] as const,
};

const t = (key: string) => i18n.t(`admin:storeAdmin.${key}`);
const productPath = (id: string, rest = '') => `/auth/products/${encodeURIComponent(id)}${rest}`;
type ProductAnswer = { product: Product };

export function useCategories() {
  return useQuery({
    queryKey: storeKeys.categories,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ categories: Category[] }>('/auth/categories', { fallback: t('categories.loadFailed'), signal })).categories,
  });
}

/** Every product, inactive ones too (GET /auth/products answers `all_products`). */
export function useProducts() {
  return useQuery({
    queryKey: storeKeys.products,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ all_products: Product[] }>('/auth/products', { fallback: t('products.loadFailed'), signal })).all_products,
  });
}

export const storeApi = {
  saveCategory: async (body: UpsertCategoryRequest) =>
    (await apiRequest<{ category: Category }>('/auth/categories', { method: 'PUT', body, fallback: t('categories.saveFailed') })).category,
  deleteCategory: (id: string) =>
    apiRequest(`/auth/categories/${encodeURIComponent(id)}`, { method: 'DELETE', fallback: t('categories.deleteFailed') }),

  product: async (id: string) => (await apiRequest<ProductAnswer>(productPath(id), { fallback: t('products.loadFailed') })).product,
  createProduct: async (body: CreateProductRequest) =>
    (await apiRequest<ProductAnswer>('/auth/products', { method: 'POST', body, fallback: t('form.createFailed') })).product,
  updateProduct: async (id: string, body: UpdateProductRequest) =>
    (await apiRequest<ProductAnswer>(productPath(id), { method: 'PUT', body, fallback: t('form.updateFailed') })).product,
  deleteProduct: (id: string) => apiRequest(productPath(id), { method: 'DELETE', fallback: t('products.deleteFailed') }),

  updatePlan: async (id: string, plan: PlanType, body: { price: number; features: PlanFeature[] }) =>
    (await apiRequest<ProductAnswer>(productPath(id, `/plans/${plan}`), { method: 'PUT', body, fallback: t(`form.planFailed.${plan}`) }))
      .product,
  saveCustomPlan: async (id: string, body: CustomPlanRequest) =>
    (await apiRequest<ProductAnswer>(productPath(id, '/plans/custom'), { method: 'PUT', body, fallback: t('form.customPlanFailed') }))
      .product,
  deleteCustomPlan: async (id: string, key: string) =>
    (
      await apiRequest<ProductAnswer>(productPath(id, `/plans/custom/${encodeURIComponent(key)}`), {
        method: 'DELETE',
        fallback: t('form.customPlanFailed'),
      })
    ).product,

  /** DELETE of the main image, the video, or one gallery or carousel item by its position. */
  deleteMedia: async (id: string, rest: string, fallback: string) =>
    (await apiRequest<ProductAnswer>(productPath(id, rest), { method: 'DELETE', fallback })).product,
  productPath,
};
