/** Sample catalogue data for the store's tests (no DOM needed). */
import type { Plan, Product } from '@mb/contracts';
import { annualPrice, restaurantPlanFeatures } from '@mb/contracts';

function plan(name: string, price: number, features: readonly string[]): Plan {
  return { name, price, price_annual: annualPrice(price), features: features.map((feature) => ({ name: feature, enabled: true })) };
}

/** The three restaurant plans of spec 1 §9. */
export const restaurantPlans = {
  estandar: plan('Estándar', 80000, restaurantPlanFeatures.estandar),
  pro: plan('Pro', 150000, restaurantPlanFeatures.pro),
  gold: plan('Gold', 250000, restaurantPlanFeatures.gold),
};

let nextId = 1;

/** A complete public product; every field can be overridden. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    name: 'Software Restaurante',
    description: 'Menú, pedidos y mesas.',
    category: 'Restaurantes',
    category_id: null,
    slug: `producto-${id.slice(-4)}`,
    seo_page_slug: null,
    image_url: null,
    available_countries: [],
    implementation_cost: 0,
    maintenance_cost_monthly: 0,
    maintenance_cost_annual: 0,
    description_general: '',
    description_features: '',
    description_unique: '',
    gallery_images: [],
    carousel_images: [],
    video_url: null,
    is_active: true,
    version: 1,
    sold_count: 0,
    features: [],
    plans: { estandar: restaurantPlans.estandar },
    custom_plans: [],
    updated_at: '2025-03-15T12:00:00.000Z',
    ...overrides,
  };
}

export const productsAnswer = (products: Product[]) => ({ body: { success: true, products } });
