import { describe, expect, it } from '@jest/globals';
import { makeProduct, restaurantPlans } from '../testing/fixtures.js';
import { categoriesInUse, visibleProducts } from './product-listing.js';

const pos = makeProduct({ name: 'Software Restaurante', category: 'Restaurantes', sold_count: 40, plans: { pro: restaurantPlans.pro } });
const bot = makeProduct({ name: 'Bot de WhatsApp', category: 'IA', sold_count: 90, plans: { estandar: restaurantPlans.estandar } });
const menu = makeProduct({
  name: 'Menú QR para restaurantes',
  category: 'Restaurantes',
  sold_count: 10,
  plans: { gold: restaurantPlans.gold },
});
const free = makeProduct({ name: 'Diagnóstico', category: 'Servicio', sold_count: 5, plans: {} });
const all = [pos, bot, menu, free];
const names = (choice: Partial<Parameters<typeof visibleProducts>[1]>) =>
  visibleProducts(all, { search: '', category: null, sort: 'popular', ...choice }).map((product) => product.name);

describe('visibleProducts', () => {
  it('searches a case-insensitive substring of the name', () => {
    expect(names({ search: '  RESTAURANTE ' })).toEqual(['Software Restaurante', 'Menú QR para restaurantes']);
    expect(names({ search: 'whats' })).toEqual(['Bot de WhatsApp']);
    expect(names({ search: 'nada' })).toEqual([]);
  });

  it('ignores accents both ways', () => {
    expect(names({ search: 'diagnostico' })).toEqual(['Diagnóstico']);
    expect(names({ search: 'MENU' })).toEqual(['Menú QR para restaurantes']);
    expect(names({ search: 'whatsápp' })).toEqual(['Bot de WhatsApp']);
  });

  it('filters by category; null (Todas) keeps every product', () => {
    expect(names({ category: 'Restaurantes' })).toEqual(['Software Restaurante', 'Menú QR para restaurantes']);
    expect(names({ category: null })).toHaveLength(4);
    expect(names({ category: 'Restaurantes', search: 'menú' })).toEqual(['Menú QR para restaurantes']);
  });

  it('sorts by popularity, by rating (popularity too), and by the default plan’s price with priceless products last', () => {
    expect(names({ sort: 'popular' })).toEqual(['Bot de WhatsApp', 'Software Restaurante', 'Menú QR para restaurantes', 'Diagnóstico']);
    expect(names({ sort: 'rating' })).toEqual(names({ sort: 'popular' }));
    expect(names({ sort: 'priceLow' })).toEqual(['Bot de WhatsApp', 'Software Restaurante', 'Menú QR para restaurantes', 'Diagnóstico']);
    expect(names({ sort: 'priceHigh' })).toEqual(['Menú QR para restaurantes', 'Software Restaurante', 'Bot de WhatsApp', 'Diagnóstico']);
  });

  it('offers only the categories that have a product listed', () => {
    const categories = [{ name: 'Restaurantes' }, { name: 'Vacía' }, { name: 'IA' }];
    expect(categoriesInUse(categories, all)).toEqual([{ name: 'Restaurantes' }, { name: 'IA' }]);
    expect(categoriesInUse(categories, [])).toEqual([]);
  });

  it('leaves the list it was given untouched', () => {
    const before = all.map((product) => product.id);
    names({ sort: 'priceHigh' });
    expect(all.map((product) => product.id)).toEqual(before);
  });
});
