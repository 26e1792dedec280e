import { describe, expect, it } from '@jest/globals';
import { makeProduct, restaurantPlans } from '../testing/fixtures.js';
import { addLine, cartCount, cartTotal, lineFor, lineKey, setLineQuantity, type CartItem } from './cart-lines.js';

const product = makeProduct({ name: 'Software Restaurante', plans: restaurantPlans });
const line = (planType: string, cycle: 'monthly' | 'annual' = 'monthly') => lineFor(product, planType, cycle) as CartItem;

describe('cart lines', () => {
  it('adds the same product and plan to one line, a different plan or cycle to another', () => {
    let items = addLine([], line('estandar'));
    items = addLine(items, line('estandar'));
    items = addLine(items, line('pro'));
    items = addLine(items, line('estandar', 'annual'));
    expect(items.map((item) => [item.planType, item.billingCycle, item.quantity])).toEqual([
      ['estandar', 'monthly', 2],
      ['pro', 'monthly', 1],
      ['estandar', 'annual', 1],
    ]);
    expect(cartCount(items)).toBe(4);
  });

  it('prices annual billing at the plan’s annual price', () => {
    expect(line('estandar', 'annual').unitPrice).toBe(864000);
    expect(line('gold').unitPrice).toBe(250000);
    expect(lineFor(makeProduct({ plans: { pro: restaurantPlans.pro } }), 'estandar', 'monthly')).toBeUndefined();
  });

  it('removes a line whose quantity goes to 0 or below', () => {
    const items = addLine(addLine([], line('estandar')), line('pro'));
    const key = lineKey(items[0]!);
    expect(setLineQuantity(items, key, 3).map((item) => item.quantity)).toEqual([3, 1]);
    expect(setLineQuantity(items, key, 0).map((item) => item.planType)).toEqual(['pro']);
    expect(setLineQuantity(items, key, -2).map((item) => item.planType)).toEqual(['pro']);
  });

  it('totals unit price × quantity in pesos', () => {
    const items = setLineQuantity(addLine(addLine([], line('estandar')), line('pro', 'annual')), lineKey(line('estandar')), 2);
    expect(cartTotal(items)).toBe(2 * 80000 + 1620000);
  });
});
