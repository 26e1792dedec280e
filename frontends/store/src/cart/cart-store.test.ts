/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { makeProduct, restaurantPlans } from '../testing/fixtures.js';
import { lineFor, lineKey, type CartItem } from './cart-lines.js';
import { cartStorageKey, createCartStore } from './cart-store.js';

const product = makeProduct({ plans: restaurantPlans });
const estandar = lineFor(product, 'estandar', 'monthly') as CartItem;

beforeEach(() => localStorage.clear());

describe('cart store', () => {
  it('opens the cart when a product is added and keeps the lines across a reload', () => {
    const cart = createCartStore();
    expect(cart.getState().open).toBe(false);
    cart.add(estandar);
    cart.add(estandar);
    expect(cart.getState().open).toBe(true);

    const reloaded = createCartStore();
    expect(reloaded.getState()).toEqual({ items: [{ ...estandar, quantity: 2 }], checkout: null, open: false });
  });

  it('forgets a line set to 0 and an emptied cart, also after a reload', () => {
    const cart = createCartStore();
    cart.add(estandar);
    cart.add(lineFor(product, 'gold', 'annual') as CartItem);
    cart.setQuantity(lineKey(estandar), 0);
    expect(
      createCartStore()
        .getState()
        .items.map((item) => item.planType),
    ).toEqual(['gold']);
    cart.clear();
    expect(createCartStore().getState().items).toEqual([]);
  });

  it('ignores stored content it cannot trust: not JSON, another version, malformed lines', () => {
    localStorage.setItem(cartStorageKey, '{not json');
    expect(createCartStore().getState().items).toEqual([]);

    localStorage.setItem(cartStorageKey, JSON.stringify({ version: 99, items: [estandar] }));
    expect(createCartStore().getState().items).toEqual([]);

    localStorage.setItem(cartStorageKey, JSON.stringify([estandar]));
    expect(createCartStore().getState().items).toEqual([]);

    const forged = [{ ...estandar, quantity: -3 }, { ...estandar, unitPrice: '1' }, { ...estandar, product: null }, 'x', estandar];
    localStorage.setItem(cartStorageKey, JSON.stringify({ version: 1, items: forged }));
    expect(createCartStore().getState().items).toEqual([estandar]);
  });

  it('tells subscribers about every change', () => {
    const cart = createCartStore();
    let notified = 0;
    const unsubscribe = cart.subscribe(() => (notified += 1));
    cart.add(estandar);
    cart.setOpen(false);
    unsubscribe();
    cart.clear();
    expect(notified).toBe(2);
  });
});
