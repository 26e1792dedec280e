import { planTypes, type Product } from '@mb/contracts';

const longestText = 300;
// Moved by every change or derived from other fields: naming them would only repeat what changed.
const bookkeeping = new Set(['version', 'updated_at', 'sold_count', 'features']);

/** Long descriptions are cut: the audit log says what changed, it is not a copy of the catalog. */
function trimmed(value: unknown): unknown {
  return typeof value === 'string' && value.length > longestText ? `${value.slice(0, longestText)}…` : value;
}

/** The fields of a product that differ between two readings, each side with its own values. */
export function productChanges(before: Product, after: Product): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changes = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after) as (keyof Product)[]) {
    if (bookkeeping.has(key) || JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changes.before[key] = trimmed(before[key]);
    changes.after[key] = trimmed(after[key]);
  }
  return changes;
}

/** Who a product is, for its creation and deletion entries: name, place in the store and monthly prices. */
export function productSummary(product: Product) {
  return {
    name: product.name,
    slug: product.slug,
    category: product.category,
    is_active: product.is_active,
    prices: Object.fromEntries(planTypes.flatMap((type) => (product.plans[type] ? [[type, product.plans[type].price]] : []))),
  };
}
