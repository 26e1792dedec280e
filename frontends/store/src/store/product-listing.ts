import type { Product } from '@mb/contracts';
import { listPrice } from '../catalog/plans.js';

export const sortOrders = ['popular', 'rating', 'priceLow', 'priceHigh'] as const;
export type SortOrder = (typeof sortOrders)[number];

export interface ListingChoice {
  search: string;
  /** A category name; null is 'Todas'. */
  category: string | null;
  sort: SortOrder;
}

const mostSold = (a: Product, b: Product) => b.sold_count - a.sold_count;

/** Products without any plan have no price to compare: they go last whichever way prices are sorted. */
function byPrice(direction: 1 | -1) {
  return (a: Product, b: Product) => {
    const priceA = listPrice(a);
    const priceB = listPrice(b);
    if (priceA === undefined || priceB === undefined) return Number(priceA === undefined) - Number(priceB === undefined);
    return (priceA - priceB) * direction;
  };
}

const comparators: Record<SortOrder, (a: Product, b: Product) => number> = {
  popular: mostSold,
  // The rating shown is a fixed text, not data: no product rates higher than another, so the best-rated
  // order falls back to popularity.
  rating: mostSold,
  priceLow: byPrice(1),
  priceHigh: byPrice(-1),
};

/** Lower case without accents: 'Técnico' and 'tecnico' are the same word to someone typing on a phone. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');

/** Spec 1 §5: substring of the name, ignoring case and accents; 'Todas' keeps every category. Ties keep the server's order. */
export function visibleProducts(products: readonly Product[], { search, category, sort }: ListingChoice): Product[] {
  const needle = folded(search.trim());
  return products
    .filter((product) => (needle === '' || folded(product.name).includes(needle)) && (category === null || product.category === category))
    .sort(comparators[sort]);
}

/** The categories worth offering as filters: those with at least one of the listed (active) products. */
export function categoriesInUse<C extends { name: string }>(categories: readonly C[], products: readonly Product[]): C[] {
  const used = new Set(products.map((product) => product.category));
  return categories.filter((category) => used.has(category.name));
}
