import type { Product } from '@mb/contracts';
import { findPlan, planPrice, productSlug, type BillingCycle } from '../catalog/plans.js';

/** What a cart line keeps of its product: enough to show it and link to it without the catalogue. */
export interface CartProduct {
  id: string;
  name: string;
  slug: string;
  image_url: string | null;
  category: string | null;
}

/** Spec 1 §3 "Cart item", with the billing cycle the order line needs and the plan's display name. */
export interface CartItem {
  product: CartProduct;
  /** estandar, pro, gold or a custom plan's key; sent as plan_type. */
  planType: string;
  planName: string;
  billingCycle: BillingCycle;
  unitPrice: number;
  quantity: number;
}

/** One line per product, plan and cycle. */
export function lineKey(item: Pick<CartItem, 'product' | 'planType' | 'billingCycle'>): string {
  return `${item.product.id}|${item.planType}|${item.billingCycle}`;
}

/** A new line (quantity 1) for a product's plan at its current price; undefined when the product lacks that plan. */
export function lineFor(product: Product, planType: string, billingCycle: BillingCycle): CartItem | undefined {
  const plan = findPlan(product, planType);
  if (!plan) return undefined;
  return {
    product: { id: product.id, name: product.name, slug: productSlug(product), image_url: product.image_url, category: product.category },
    planType,
    planName: plan.name,
    billingCycle,
    unitPrice: planPrice(plan, billingCycle),
    quantity: 1,
  };
}

/** Spec 1 §4: the same product and plan (and cycle) adds to that line's quantity, at the newest price. */
export function addLine(items: readonly CartItem[], added: CartItem): CartItem[] {
  const key = lineKey(added);
  const existing = items.find((item) => lineKey(item) === key);
  if (!existing) return [...items, added];
  return items.map((item) => (item === existing ? { ...added, quantity: item.quantity + added.quantity } : item));
}

/** Spec 1 §4: a quantity at or below 0 removes the line. */
export function setLineQuantity(items: readonly CartItem[], key: string, quantity: number): CartItem[] {
  if (quantity <= 0) return items.filter((item) => lineKey(item) !== key);
  return items.map((item) => (lineKey(item) === key ? { ...item, quantity: Math.floor(quantity) } : item));
}

export function lineTotal(item: CartItem): number {
  return item.unitPrice * item.quantity;
}

export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + lineTotal(item), 0);
}

/** The badge on the cart button: units, not lines. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
