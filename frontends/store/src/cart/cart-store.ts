import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@mb/ui';
import { addLine, lineKey, setLineQuantity, type CartItem } from './cart-lines.js';

/** Survives reloads; versioned so a later shape change can drop (not misread) older carts. */
export const cartStorageKey = 'mb_cart';
const cartVersion = 1;

/** The order being paid from the cart and the lines it holds: they leave the cart once that order is paid. */
export interface CartCheckout {
  orderId: string;
  keys: readonly string[];
}

export interface CartState {
  items: readonly CartItem[];
  checkout: CartCheckout | null;
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

function isCheckout(value: unknown): value is CartCheckout {
  const checkout = value as Partial<CartCheckout> | null | undefined;
  return (
    typeof checkout === 'object' &&
    checkout !== null &&
    isText(checkout.orderId) &&
    Array.isArray(checkout.keys) &&
    checkout.keys.every(isText)
  );
}

/** The stored cart; anything unreadable (edited by hand, an older version) is ignored rather than trusted. */
function load(): Pick<CartState, 'items' | 'checkout'> {
  const empty = { items: [], checkout: null };
  const raw = readStorage(cartStorageKey);
  if (!raw) return empty;
  try {
    const stored = JSON.parse(raw) as { version?: unknown; items?: unknown; checkout?: unknown };
    if (stored?.version !== cartVersion || !Array.isArray(stored.items)) return empty;
    return { items: stored.items.filter(isCartItem), checkout: isCheckout(stored.checkout) ? stored.checkout : null };
  } catch {
    return empty;
  }
}

/** The cart shared by the store page, the product page and the sidebar; one per page, kept in localStorage. */
export function createCartStore() {
  let state: CartState = { ...load(), open: false };
  const listeners = new Set<() => void>();

  function update(next: Partial<CartState>): void {
    const items = next.items ?? state.items;
    const checkout = next.checkout === undefined ? state.checkout : next.checkout;
    if (items !== state.items || checkout !== state.checkout)
      writeStorage(cartStorageKey, JSON.stringify({ version: cartVersion, items, checkout }));
    state = { items, checkout, open: next.open ?? state.open };
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
    clear: () => update({ items: [], checkout: null }),
    setOpen: (open: boolean) => update({ open }),
    /**
     * The cart's lines are being paid as `orderId`. They stay in the cart (stored, so a return in another tab
     * sees it) until that order is paid: a declined or abandoned payment loses nothing.
     */
    startCheckout: (orderId: string) => update({ checkout: { orderId, keys: state.items.map(lineKey) } }),
    /** A paid order: if it is the cart's, the lines it paid for leave the cart (lines added since stay). */
    orderPaid(orderId: string) {
      if (state.checkout?.orderId !== orderId) return;
      const paid = new Set(state.checkout.keys);
      update({ items: state.items.filter((item) => !paid.has(lineKey(item))), checkout: null });
    },
  };
}

export const cartStore = createCartStore();

export function useCart(): CartState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getState, cartStore.getState);
}
