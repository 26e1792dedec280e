import type { Product } from '@mb/contracts';
import { findPlan, planPrice } from '../catalog/plans.js';
import { lineKey, type CartItem } from './cart-lines.js';

/** What changed for one line since it was added: the visitor sees each before anything is charged. */
export type CartIssue =
  | { kind: 'unavailable'; key: string; item: CartItem }
  | { kind: 'price'; key: string; item: CartItem; previous: number; current: number };

export interface CartCheck {
  /** The lines with today's prices; unavailable ones stay (marked) until the visitor removes them. */
  items: CartItem[];
  issues: CartIssue[];
}

/** Compares the cart with the live catalogue (active products only): gone products or plans, changed prices. */
export function checkCart(items: readonly CartItem[], catalogue: readonly Product[]): CartCheck {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  const issues: CartIssue[] = [];
  const checked = items.map((item) => {
    const product = byId.get(item.product.id);
    const plan = product && findPlan(product, item.planType);
    if (!plan) {
      issues.push({ kind: 'unavailable', key: lineKey(item), item });
      return item;
    }
    const current = planPrice(plan, item.billingCycle);
    if (current === item.unitPrice) return item;
    const updated = { ...item, unitPrice: current };
    issues.push({ kind: 'price', key: lineKey(item), item: updated, previous: item.unitPrice, current });
    return updated;
  });
  return { items: checked, issues };
}
