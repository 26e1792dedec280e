import { AppError, badRequest, conflict } from '@mb/service-kit';
import { messages, planRank, type BillingCycle, type PlanType } from '@mb/contracts';

export interface SellableProduct {
  product_id: string;
  name: string;
  category: string | null;
  is_active: boolean;
  deleted: boolean;
  plans: { planType: PlanType; price: number; priceAnnual: number }[];
}

export interface RequestedLine {
  product_id: string;
  plan_type: PlanType;
  billing_cycle: BillingCycle;
  quantity: number;
  /** What the buyer saw; only compared, never charged. */
  unit_price?: number;
}

export interface PricedLine {
  productId: string;
  productName: string;
  productCategory: string | null;
  planType: PlanType;
  billingCycle: BillingCycle;
  /** Months per period. */
  months: number;
  /** Periods bought. */
  quantity: number;
  /** Integer pesos per period, from the catalogue. */
  unitPrice: number;
  total: number;
}

/** A cart line priced from billing's copy of the catalogue: monthly at the plan price, annual at its annual price. */
export function priceLine(product: SellableProduct | undefined, line: Omit<RequestedLine, 'product_id'>): PricedLine {
  if (!product || product.deleted || !product.is_active) throw new AppError(404, messages.productNotForSale);
  const plan = product.plans.find((candidate) => candidate.planType === line.plan_type);
  if (!plan || plan.price <= 0) throw badRequest(messages.planNotForSale);
  const annual = line.billing_cycle === 'annual';
  const unitPrice = annual ? plan.priceAnnual : plan.price;
  if (line.unit_price !== undefined && line.unit_price !== unitPrice) throw conflict(messages.priceChanged(product.name));
  return {
    productId: product.product_id,
    productName: product.name,
    productCategory: product.category,
    planType: line.plan_type,
    billingCycle: line.billing_cycle,
    months: annual ? 12 : 1,
    quantity: line.quantity,
    unitPrice,
    total: unitPrice * line.quantity,
  };
}

/** A renewal is billed monthly: `months` periods of one month at the new plan's monthly price. */
export function priceRenewal(product: SellableProduct | undefined, planType: PlanType, months: number): PricedLine {
  return priceLine(product, { plan_type: planType, billing_cycle: 'monthly', quantity: months });
}

/**
 * What a membership an administrator assigned costs for its months: whole years at the annual price (spec 1 §9,
 * the 10 % off), any other length month by month.
 */
export function priceLicence(product: SellableProduct | undefined, planType: PlanType, months: number): PricedLine {
  return months % 12 === 0
    ? priceLine(product, { plan_type: planType, billing_cycle: 'annual', quantity: months / 12 })
    : priceLine(product, { plan_type: planType, billing_cycle: 'monthly', quantity: months });
}

/** Renewals only go up: estandar 1 < pro 2 < gold 3 (spec 2 §2.3). */
export function assertUpgrade(held: PlanType, wanted: PlanType): void {
  if (planRank[wanted] <= planRank[held]) throw conflict(messages.upgradesOnly);
}

/** A purchase may extend or raise what is held, never buy a lower plan beside a higher one. */
export function assertNotBelowHeld(held: PlanType | undefined, wanted: PlanType): void {
  if (held && planRank[wanted] < planRank[held]) throw conflict(messages.higherPlanHeld);
}

export function assertOncePerProduct(lines: readonly { product_id: string }[]): void {
  if (new Set(lines.map((line) => line.product_id)).size !== lines.length) throw badRequest(messages.productTwiceInOrder);
}

export const orderTotal = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + line.total, 0);
