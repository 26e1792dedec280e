/** @jest-environment jsdom */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { on } from '@mb/ui';
import { cartStore } from '../cart/cart-store.js';
import { makeProduct, productsAnswer, restaurantPlans } from '../testing/fixtures.js';
import { FakeApi, clientUser, renderStore } from '../testing/test-kit.js';
import StoreApp from '../store-app.js';

const pos = makeProduct({
  name: 'Software Restaurante',
  slug: 'pos',
  seo_page_slug: 'software-restaurant',
  category: 'Restaurantes',
  sold_count: 40,
  plans: { pro: restaurantPlans.pro },
});
const bot = makeProduct({
  name: 'Bot de WhatsApp',
  slug: 'bot',
  category: 'IA',
  sold_count: 90,
  plans: { estandar: restaurantPlans.estandar },
});
const menu = makeProduct({
  name: 'Menú QR',
  slug: 'menu-qr',
  category: 'Restaurantes',
  sold_count: 10,
  plans: { gold: restaurantPlans.gold },
});
const categories = {
  body: {
    success: true,
    categories: [
      { id: '10000000-0000-4000-8000-000000000001', name: 'Restaurantes', color: '#0f766e' },
      { id: '10000000-0000-4000-8000-000000000002', name: 'IA', color: '#ea580c' },
    ],
  },
};

let api: FakeApi;
const realMatchMedia = window.matchMedia.bind(window);

beforeEach(() => {
  localStorage.clear();
  cartStore.clear();
  cartStore.setOpen(false);
  api = new FakeApi().on('GET /auth/public/products', productsAnswer([bot, pos, menu])).on('GET /auth/public/categories', categories);
});

/** The product names in the grid, in order. */
const gridNames = () =>
  screen.getAllByRole('link').flatMap((link) =>
    within(link)
      .queryAllByText(/^(Software Restaurante|Bot de WhatsApp|Menú QR)$/)
      .map((node) => node.textContent),
  );

describe('store page', () => {
  it('shows Cargando... then the products, most sold first, with their category and monthly price', async () => {
    renderStore(<StoreApp />);
    expect(screen.getByText('Cargando...')).toBeTruthy();
    expect(await screen.findByText('Bot de WhatsApp')).toBeTruthy();
    expect(gridNames()).toEqual(['Bot de WhatsApp', 'Software Restaurante', 'Menú QR']);
    const card = screen.getByRole('link', { name: /Software Restaurante/ });
    expect(within(card).getByText('Restaurantes')).toBeTruthy();
    expect(card.textContent).toContain('150.000 COP / mes');
    // No picture: a placeholder of the same shape, never a broken image.
    expect(within(card).getByRole('img', { name: 'Software Restaurante' }).textContent).toBe('Sin imagen');
  });

  it('gives pictures a size and lazy loading', async () => {
    api.on('GET /auth/public/products', productsAnswer([{ ...bot, image_url: '/media/bot.png' }]));
    renderStore(<StoreApp />);
    const image = (await screen.findByRole('img', { name: 'Bot de WhatsApp' })) as HTMLImageElement;
    expect([image.getAttribute('loading'), image.getAttribute('width'), image.getAttribute('height')]).toEqual(['lazy', '400', '300']);
  });

  it('searches by name, filters by category and sorts by price', async () => {
    renderStore(<StoreApp />);
    await screen.findByText('Bot de WhatsApp');

    fireEvent.change(screen.getByLabelText('Buscar productos'), { target: { value: 'MENÚ' } });
    expect(gridNames()).toEqual(['Menú QR']);
    fireEvent.change(screen.getByLabelText('Buscar productos'), { target: { value: 'zzz' } });
    expect(screen.getByText('Ningún producto coincide con tu búsqueda.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Buscar productos'), { target: { value: '' } });

    fireEvent.click(await screen.findByRole('button', { name: 'Restaurantes' }));
    expect(gridNames()).toEqual(['Software Restaurante', 'Menú QR']);
    expect(screen.getByRole('button', { name: 'Restaurantes' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByLabelText('Ordenar por'), { target: { value: 'priceHigh' } });
    expect(gridNames()).toEqual(['Menú QR', 'Software Restaurante']);

    fireEvent.click(screen.getByRole('button', { name: 'Todas' }));
    fireEvent.change(screen.getByLabelText('Ordenar por'), { target: { value: 'priceLow' } });
    expect(gridNames()).toEqual(['Bot de WhatsApp', 'Software Restaurante', 'Menú QR']);
    expect(screen.getByRole('option', { name: 'Mejor calificados' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Más populares' })).toBeTruthy();
  });

  it('links each card to its product page by SEO slug, else slug', async () => {
    renderStore(<StoreApp />);
    await screen.findByText('Bot de WhatsApp');
    expect(screen.getByRole('link', { name: /Software Restaurante/ }).getAttribute('href')).toBe('/tienda/software-restaurant');
    expect(screen.getByRole('link', { name: /Bot de WhatsApp/ }).getAttribute('href')).toBe('/tienda/bot');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it('says when the catalogue is empty', async () => {
    api.on('GET /auth/public/products', productsAnswer([]));
    renderStore(<StoreApp />);
    expect(await screen.findByText('Todavía no hay productos disponibles.')).toBeTruthy();
  });

  it('shows the spec’s fallback when the products cannot be loaded, and retries', async () => {
    api.on('GET /auth/public/products', { status: 500, body: { success: false } }, productsAnswer([bot]));
    api.on('GET /auth/public/categories', { status: 503, body: {} });
    renderStore(<StoreApp />);
    expect(await screen.findByText('No se pudieron cargar los productos')).toBeTruthy();
    expect(screen.getByText('No se pudieron cargar las categorías')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Bot de WhatsApp')).toBeTruthy();
  });

  it('offers its login button to visitors only in the mobile layout (the header has one beside it otherwise), and names a signed-in user', async () => {
    const desktop = renderStore(<StoreApp />, { user: null });
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).toBeNull();
    desktop.unmount();

    const logins: unknown[] = [];
    const off = on('open-login-modal', () => logins.push(true));
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ ...realMatchMedia(query), matches: query === '(max-width: 900px)' }));
    try {
      const phone = renderStore(<StoreApp />, { user: null });
      fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      expect(logins).toHaveLength(1);
      phone.unmount();
    } finally {
      off();
      matchMedia.mockRestore();
    }

    renderStore(<StoreApp />, { user: clientUser });
    expect(screen.getByText('Ana Pérez')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).toBeNull();
  });

  it('adds a product on store-add-to-cart and counts it on the cart button', async () => {
    renderStore(<StoreApp />);
    await screen.findByText('Bot de WhatsApp');
    expect(screen.getByRole('button', { name: /Carrito/ }).textContent).toContain('0');
    act(() => window.dispatchEvent(new CustomEvent('store-add-to-cart', { detail: { productId: pos.id, billingCycle: 'annual' } })));
    const drawer = await screen.findByRole('dialog', { name: 'Carrito' });
    expect(within(drawer).getByText('Software Restaurante')).toBeTruthy();
    expect(within(drawer).getByText(/Pro · Anual/)).toBeTruthy();
    expect(within(drawer).getByTestId('cart-total').textContent).toBe('1.620.000 COP');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Carrito/, hidden: true })[0]!.textContent).toContain('1'));
  });
});
