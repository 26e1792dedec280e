import type { Plan, Product } from '@mb/contracts';
import { planTypes } from '@mb/contracts/domain/catalog';

export type BillingCycle = 'monthly' | 'annual';

/** A plan the visitor can pick: the standard tiers by their type, custom plans by their key. */
export interface PlanOption {
  key: string;
  plan: Plan;
}

/** estandar, pro, gold (those the product has), then its custom plans (spec 1 §2). */
export function planOptions(product: Pick<Product, 'plans' | 'custom_plans'>): PlanOption[] {
  const standard = planTypes.flatMap((type) => {
    const plan = product.plans[type];
    return plan ? [{ key: type, plan }] : [];
  });
  return [...standard, ...product.custom_plans.map(({ key, ...plan }) => ({ key, plan }))];
}

/** Spec 1 §4: the first of estandar, pro, gold; a product with custom plans only starts on its first one. */
export function defaultPlanKey(product: Pick<Product, 'plans' | 'custom_plans'>): string | undefined {
  return planOptions(product)[0]?.key;
}

export function findPlan(product: Pick<Product, 'plans' | 'custom_plans'>, key: string): Plan | undefined {
  return planOptions(product).find((option) => option.key === key)?.plan;
}

/** What one unit costs: the monthly price, or the catalogue's annual price (already discounted). */
export function planPrice(plan: Plan, cycle: BillingCycle): number {
  return cycle === 'annual' ? plan.price_annual : plan.price;
}

/** The monthly price of the default plan: what cards show and what the price sorts use. */
export function listPrice(product: Pick<Product, 'plans' | 'custom_plans'>): number | undefined {
  return planOptions(product)[0]?.plan.price;
}

/** The struck-through "before" price shown beside the real one ('20% OFF', spec 1 §9). */
export function strikePrice(price: number): number {
  return Math.round(price * 1.2);
}

/** The product page's address: the SEO slug when the admin set one. */
export function productSlug(product: Pick<Product, 'seo_page_slug' | 'slug'>): string {
  return product.seo_page_slug || product.slug;
}
