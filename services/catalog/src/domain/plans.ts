import { annualPrice, messages, planNames, planTypes, type CustomPlan, type Plan, type PlanFeature, type PlanType } from '@mb/contracts';
import { badRequest } from '@mb/service-kit';

export interface StoredPlan {
  name: string;
  price: number;
  features: PlanFeature[];
}

/** The annual price is never stored: it is always round(monthly × 12 × 0.9) of the current price. */
export function planView(plan: StoredPlan): Plan {
  return { name: plan.name, price: plan.price, price_annual: annualPrice(plan.price), features: plan.features };
}

export function customPlanView(plan: StoredPlan & { key: string }): CustomPlan {
  return { key: plan.key, ...planView(plan) };
}

/** price_annual is read-only: a caller may echo it back, but only with the value it would get anyway. */
export function assertAnnualPrice(price: number, priceAnnual: number | undefined): void {
  if (priceAnnual !== undefined && priceAnnual !== annualPrice(price)) throw badRequest(messages.annualPriceComputed);
}

/** Names of the features enabled in any plan, in the order the plans list them (spec 1 §3 "features list"). */
export function enabledFeatures(plans: Partial<Record<PlanType, StoredPlan>>): string[] {
  const names = new Set<string>();
  for (const type of planTypes) for (const feature of plans[type]?.features ?? []) if (feature.enabled) names.add(feature.name);
  return [...names];
}

export const defaultPlanName = (type: PlanType) => planNames[type];
