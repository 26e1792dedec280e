import { describe, expect, it } from '@jest/globals';
import { makeProduct, restaurantPlans } from '../testing/fixtures.js';
import { lineFor, type CartItem } from './cart-lines.js';
import { checkCart } from './cart-validation.js';

describe('checkCart', () => {
  const kept = makeProduct({ name: 'POS', plans: restaurantPlans });
  const repriced = makeProduct({ name: 'Bot', plans: restaurantPlans });
  const gone = makeProduct({ name: 'Viejo', plans: restaurantPlans });
  const items = [
    lineFor(kept, 'estandar', 'monthly'),
    lineFor(repriced, 'pro', 'annual'),
    lineFor(gone, 'estandar', 'monthly'),
    lineFor(kept, 'gold', 'monthly'),
  ] as CartItem[];

  it('reports changed prices (updating the line), vanished products and vanished plans', () => {
    const catalogue = [
      { ...kept, plans: { estandar: restaurantPlans.estandar } },
      { ...repriced, plans: { pro: { ...restaurantPlans.pro, price: 160000, price_annual: 1728000 } } },
    ];
    const { items: checked, issues } = checkCart(items, catalogue);
    expect(issues.map((issue) => [issue.kind, issue.item.product.name, issue.item.planType])).toEqual([
      ['price', 'Bot', 'pro'],
      ['unavailable', 'Viejo', 'estandar'],
      ['unavailable', 'POS', 'gold'],
    ]);
    expect(issues[0]).toMatchObject({ previous: 1620000, current: 1728000 });
    expect(checked.map((item) => item.unitPrice)).toEqual([80000, 1728000, 80000, 250000]);
  });

  it('finds nothing to say when the catalogue still sells everything at the same price', () => {
    expect(checkCart(items, [kept, repriced, gone]).issues).toEqual([]);
  });
});
