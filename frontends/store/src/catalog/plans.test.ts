import { describe, expect, it } from '@jest/globals';
import { makeProduct, restaurantPlans } from '../testing/fixtures.js';
import { defaultPlanKey, listPrice, planOptions, planPrice, productSlug, strikePrice } from './plans.js';

const custom = { key: 'eventos', ...restaurantPlans.pro, name: 'Eventos', price: 99000, price_annual: 1069200 };

describe('plans', () => {
  it('defaults to estandar, else pro, else gold, else the first custom plan', () => {
    expect(defaultPlanKey(makeProduct({ plans: restaurantPlans }))).toBe('estandar');
    expect(defaultPlanKey(makeProduct({ plans: { pro: restaurantPlans.pro, gold: restaurantPlans.gold } }))).toBe('pro');
    expect(defaultPlanKey(makeProduct({ plans: { gold: restaurantPlans.gold }, custom_plans: [custom] }))).toBe('gold');
    expect(defaultPlanKey(makeProduct({ plans: {}, custom_plans: [custom] }))).toBe('eventos');
    expect(defaultPlanKey(makeProduct({ plans: {} }))).toBeUndefined();
  });

  it('lists the standard tiers in order, then the custom plans', () => {
    const product = makeProduct({ plans: { gold: restaurantPlans.gold, estandar: restaurantPlans.estandar }, custom_plans: [custom] });
    expect(planOptions(product).map((option) => option.key)).toEqual(['estandar', 'gold', 'eventos']);
    expect(listPrice(product)).toBe(80000);
  });

  it('uses the catalogue’s annual price for annual billing', () => {
    expect(planPrice(restaurantPlans.estandar, 'monthly')).toBe(80000);
    expect(planPrice(restaurantPlans.estandar, 'annual')).toBe(864000);
  });

  it('strikes through 1.2 times the price, rounded to whole pesos', () => {
    expect(strikePrice(80000)).toBe(96000);
    expect(strikePrice(864000)).toBe(1036800);
    expect(strikePrice(99999)).toBe(119999);
  });

  it('links by the SEO slug when there is one', () => {
    expect(productSlug(makeProduct({ slug: 'pos', seo_page_slug: 'software-restaurant' }))).toBe('software-restaurant');
    expect(productSlug(makeProduct({ slug: 'pos', seo_page_slug: null }))).toBe('pos');
  });
});
