import {
  annualPrice,
  restaurantPlanFeatures,
  type Order,
  type PaymentResult,
  type Plan,
  type Product,
  type Subscription,
} from '@mb/contracts';

// Whole answers' parts as the contracts have them, for stubs that FakeApi parses: override what a test is about.

/** An active Pro subscription to the restaurant software. */
export function subscriptionFixture(overrides: Partial<Subscription> = {}): Subscription {
  const id = overrides.id ?? '70000000-0000-4000-8000-000000000000';
  return {
    id,
    _id: id,
    subscription_id: id,
    user_id: '60000000-0000-4000-8000-000000000000',
    product_id: '10000000-0000-4000-8000-000000000001',
    product: { name: 'Software Restaurante', slug: 'software-restaurant', category: 'Software' },
    product_name: 'Software Restaurante',
    plan_type: 'pro',
    subscription_date: '2025-01-10T15:00:00.000Z',
    expiry_date: '2026-01-10T15:00:00.000Z',
    suspension_date: '2026-01-25T15:00:00.000Z',
    status: 'active',
    is_active: true,
    amount_paid: 1800000,
    ...overrides,
  };
}

/** A pending purchase of one month of the restaurant software's Pro plan. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  const line = {
    product_id: '10000000-0000-4000-8000-000000000001',
    product_name: 'Software Restaurante',
    plan_type: 'pro' as const,
    billing_cycle: 'monthly' as const,
    months: 1,
    quantity: 1,
    unit_price: 150000,
    total: 150000,
  };
  const id = '80000000-0000-4000-8000-000000000000';
  return { id, kind: 'purchase', status: 'pending', total: 150000, lines: [line], created_at: '2026-11-20T15:00:00.000Z', ...overrides };
}

/** GET /auth/payments/result of an approved payment of `orderFixture`, not invoiced yet. */
export function paymentResultFixture(
  payment: Partial<PaymentResult['payment']> = {},
  invoice: PaymentResult['invoice'] = null,
): PaymentResult {
  return {
    success: true,
    payment: {
      id: '20000000-0000-4000-8000-000000000001',
      status: 'paid',
      wompi_status: 'APPROVED',
      reference: 'MB-REF-1',
      wompi_transaction_id: 'tx-1',
      amount: 150000,
      order: { id: '80000000-0000-4000-8000-000000000000' },
      ...payment,
    },
    invoice,
  };
}

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
export function productFixture(overrides: Partial<Product> = {}): Product {
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
