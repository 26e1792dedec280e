import { AppError } from '@mb/service-kit';
import {
  assertNotBelowHeld,
  assertOncePerProduct,
  assertUpgrade,
  orderTotal,
  priceLicence,
  priceLine,
  priceRenewal,
  type SellableProduct,
} from './order-pricing.js';

const product: SellableProduct = {
  product_id: '11111111-1111-4111-8111-111111111111',
  name: 'Software Restaurante',
  category: 'Software',
  is_active: true,
  deleted: false,
  plans: [
    { planType: 'estandar', price: 80000, priceAnnual: 864000 },
    { planType: 'pro', price: 150000, priceAnnual: 1620000 },
  ],
};
const line = { product_id: product.product_id, plan_type: 'pro' as const, billing_cycle: 'monthly' as const, quantity: 1 };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { status: error.statusCode, message: error.message } : error;
  }
  throw new Error('expected a refusal');
};

describe('order pricing from the catalogue', () => {
  it('charges the monthly price for one month, the annual price for twelve', () => {
    expect(priceLine(product, line)).toMatchObject({ unitPrice: 150000, months: 1, total: 150000 });
    expect(priceLine(product, { ...line, billing_cycle: 'annual', quantity: 2 })).toMatchObject({
      unitPrice: 1620000,
      months: 12,
      total: 3240000,
    });
  });

  it('prices a renewal as months of the new plan, billed monthly', () => {
    expect(priceRenewal(product, 'pro', 3)).toMatchObject({ unitPrice: 150000, quantity: 3, months: 1, total: 450000 });
  });

  it("prices an assigned membership's months: whole years at the annual price, other lengths by the month", () => {
    expect(priceLicence(product, 'pro', 12)).toMatchObject({ billingCycle: 'annual', months: 12, quantity: 1, total: 1620000 });
    expect(priceLicence(product, 'pro', 24)).toMatchObject({ billingCycle: 'annual', quantity: 2, total: 3240000 });
    expect(priceLicence(product, 'estandar', 3)).toMatchObject({ billingCycle: 'monthly', months: 1, quantity: 3, total: 240000 });
  });

  it('refuses what is not for sale and a price the buyer did not see', () => {
    expect(refusal(() => priceLine(undefined, line))).toEqual({ status: 404, message: 'Este producto no está disponible para la venta' });
    expect(refusal(() => priceLine({ ...product, is_active: false }, line))).toMatchObject({ status: 404 });
    expect(refusal(() => priceLine(product, { ...line, plan_type: 'gold' }))).toEqual({
      status: 400,
      message: 'Este plan no está disponible para este producto',
    });
    expect(refusal(() => priceLine(product, { ...line, unit_price: 1000 }))).toEqual({
      status: 409,
      message: 'El precio de Software Restaurante cambió. Revisa tu carrito antes de pagar.',
    });
  });

  it('adds lines in integer pesos', () => {
    expect(orderTotal([priceLine(product, line), priceLine(product, { ...line, plan_type: 'estandar', quantity: 2 })])).toBe(310000);
  });

  it('allows only upgrades on renewal', () => {
    expect(refusal(() => assertUpgrade('pro', 'pro'))).toEqual({
      status: 409,
      message: 'Ya tiene un plan igual o superior activo. Solo se permiten upgrades.',
    });
    expect(refusal(() => assertUpgrade('gold', 'estandar'))).toMatchObject({ status: 409 });
    expect(() => assertUpgrade('estandar', 'pro')).not.toThrow();
  });

  it('refuses buying a lower plan beside a higher one, and a product twice', () => {
    expect(refusal(() => assertNotBelowHeld('gold', 'pro'))).toMatchObject({ status: 409 });
    expect(() => assertNotBelowHeld('pro', 'pro')).not.toThrow();
    expect(() => assertNotBelowHeld(undefined, 'estandar')).not.toThrow();
    expect(refusal(() => assertOncePerProduct([line, line]))).toEqual({
      status: 400,
      message: 'Cada producto puede aparecer una sola vez en la orden',
    });
  });
});
