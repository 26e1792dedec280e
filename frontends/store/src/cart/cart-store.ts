import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@mb/ui';
import { addLine, setLineQuantity, type CartItem } from './cart-lines.js';

/** Survives reloads; versioned so a later shape change can drop (not misread) older carts. */
export const cartStorageKey = 'mb_cart';
const cartVersion = 1;

export interface CartState {
  items: readonly CartItem[];
  /** Whether the cart sidebar is showing; not stored (a reload starts closed). */
  open: boolean;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isPesos = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const product = item.product as Record<string, unknown> | null | undefined;
  return (
    typeof product === 'object' &&
    product !== null &&
    isText(product.id) &&
    isText(product.name) &&
    isText(product.slug) &&
    (product.image_url === null || isText(product.image_url)) &&
    (product.category === null || isText(product.category)) &&
    isText(item.planType) &&
    isText(item.planName) &&
    (item.billingCycle === 'monthly' || item.billingCycle === 'annual') &&
    isPesos(item.unitPrice) &&
    isCount(item.quantity)
  );
}

/** The stored lines; anything unreadable (edited by hand, an older version) is ignored rather than trusted. */
function loadItems(): CartItem[] {
  const raw = readStorage(cartStorageKey);
  if (!raw) return [];
  try {
    const stored = JSON.parse(raw) as { version?: unknown; items?: unknown };
    if (stored?.version !== cartVersion || !Array.isArray(stored.items)) return [];
    return stored.items.filter(isCartItem);
  } catch {
    return [];
  }
}

/** The cart shared by the store page, the product page and the sidebar; one per page, kept in localStorage. */
export function createCartStore() {
  let state: CartState = { items: loadItems(), open: false };
  const listeners = new Set<() => void>();

  function update(next: Partial<CartState>): void {
    const items = next.items ?? state.items;
    if (items !== state.items) writeStorage(cartStorageKey, JSON.stringify({ version: cartVersion, items }));
    state = { items, open: next.open ?? state.open };
    listeners.forEach((listener) => listener());
  }

  return {
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Adds (or adds to) a line and shows the cart (spec 1 §4). */
    add: (item: CartItem) => update({ items: addLine(state.items, item), open: true }),
    setQuantity: (key: string, quantity: number) => update({ items: setLineQuantity(state.items, key, quantity) }),
    /** After checking against the catalogue: the lines with their current prices. */
    replace: (items: readonly CartItem[]) => update({ items }),
    clear: () => update({ items: [] }),
    setOpen: (open: boolean) => update({ open }),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

export const cartStore = createCartStore();

export function useCart(): CartState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getState, cartStore.getState);
}
