/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emit, on, type ToastDetail, type WindowEvents } from '@mb/ui';
import type { Product } from '@mb/contracts';
import { cartStore } from '../cart/cart-store.js';
import { makeProduct, productsAnswer, restaurantPlans } from '../testing/fixtures.js';
import { installFakeWompi, paymentInitAnswer } from '../testing/fake-wompi.js';
import { orderFixture } from '@mb/ui/testing';
import { FakeApi, clientUser, renderStore } from '../testing/test-kit.js';
import StoreApp from '../store-app.js';

const pos = makeProduct({
  name: 'Software Restaurante',
  slug: 'pos',
  seo_page_slug: 'software-restaurant',
  category: 'Restaurantes',
  sold_count: 37,
  description_general: 'Todo tu restaurante en una sola plataforma.',
  plans: restaurantPlans,
  image_url: '/media/pos.png',
  carousel_images: [{ id: 'c1', url: '/media/pos-2.png' }],
  video_url: '/media/pos.mp4',
  gallery_images: [1, 2, 3, 4].map((n) => ({ id: `g${n}`, url: `/media/g${n}.png` })),
});
const related = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((n) => makeProduct({ name: `Relacionado ${n}`, category: 'Restaurantes' }));
const otherCategory = makeProduct({ name: 'Bot de WhatsApp', category: 'IA' });

let api: FakeApi;
let events: string[];
let toasts: ToastDetail[];
let offs: (() => void)[];

function answerProduct(product: Product) {
  api.on(`GET /auth/public/products/${product.seo_page_slug ?? product.slug}`, { body: { success: true, product } });
}

beforeEach(() => {
  localStorage.clear();
  cartStore.clear();
  cartStore.setOpen(false);
  document.title = 'MB Platform';
  api = new FakeApi().on('GET /auth/public/products', productsAnswer([pos, ...related, otherCategory]));
  answerProduct(pos);
  events = [];
  toasts = [];
  const watched: (keyof WindowEvents)[] = ['open-login-modal', 'open-fe-profile-modal'];
  offs = [
    ...watched.map((name) => on(name, (detail) => events.push(detail ? `${name} ${JSON.stringify(detail)}` : name))),
    on('global-toast', (toast) => toasts.push(toast)),
  ];
});

afterEach(() => offs.forEach((off) => off()));

async function openPage(path = '/tienda/software-restaurant', user = clientUser as typeof clientUser | null) {
  const view = renderStore(<StoreApp />, { path, user });
  await screen.findByRole('heading', { level: 1, name: 'Software Restaurante' });
  return view;
}

describe('product page', () => {
  it('shows Cargando..., then Producto no encontrado. for an unknown slug, with links back', async () => {
    api.on('GET /auth/public/products/no-existe', { status: 404, body: { success: false, message: 'Producto no encontrado.' } });
    renderStore(<StoreApp />, { path: '/tienda/no-existe' });
    expect(screen.getByText('Cargando...')).toBeTruthy();
    expect(await screen.findByText('Producto no encontrado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la tienda' }).getAttribute('href')).toBe('/tienda');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it('shows the price with the struck 1.2× price, 20% OFF, sold count, countries and Gratis', async () => {
    await openPage();
    expect(screen.getByTestId('price').textContent).toBe('80.000 COP');
    expect(screen.getByText('/ mes')).toBeTruthy();
    expect(screen.getByTestId('strike-price').textContent).toBe('96.000 COP');
    expect(screen.getByText('20% OFF')).toBeTruthy();
    expect(screen.getByText(/Vendidos/).parentElement!.textContent).toBe('Vendidos: 37');
    for (const country of ['Colombia', 'México', 'Chile']) expect(screen.getByText(country)).toBeTruthy();
    expect(screen.getByText('Costo de implementación').nextElementSibling!.textContent).toBe('Gratis');
  });

  it('defaults to the Estándar plan and monthly billing; Anual shows the annual price per year', async () => {
    await openPage();
    expect((screen.getByLabelText('Plan') as HTMLSelectElement).value).toBe('estandar');
    expect(screen.getByRole('radio', { name: 'Mensual' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Anual' }));
    expect(screen.getByTestId('price').textContent).toBe('864.000 COP');
    expect(screen.getByText('/ año')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'gold' } });
    expect(screen.getByTestId('price').textContent).toBe('2.700.000 COP');
    expect(screen.getByTestId('strike-price').textContent).toBe('3.240.000 COP');
  });

  it('defaults to Pro when there is no Estándar plan, and shows what the implementation costs', async () => {
    answerProduct({
      ...pos,
      plans: { pro: restaurantPlans.pro, gold: restaurantPlans.gold },
      implementation_cost: 500000,
      available_countries: ['PE'],
    });
    await openPage();
    expect((screen.getByLabelText('Plan') as HTMLSelectElement).value).toBe('pro');
    expect(screen.getByTestId('price').textContent).toBe('150.000 COP');
    expect(screen.getByText('Costo de implementación').nextElementSibling!.textContent).toBe('500.000 COP');
    expect(screen.getByText('Perú')).toBeTruthy();
    expect(screen.queryByText('Colombia')).toBeNull();
  });

  it('compares the plans feature by feature with a check or a dash', async () => {
    await openPage();
    // The lower sections come a frame after the picture and the purchase panel.
    const table = await screen.findByRole('table');
    const row = (label: string) => within(table).getByRole('row', { name: new RegExp(`^${label}`) });
    const marks = (label: string) =>
      within(row(label))
        .getAllByRole('img')
        .map((mark) => mark.getAttribute('aria-label'));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Característica', 'Estándar', 'Pro', 'Gold']);
    expect(marks('Análisis básico')).toEqual(['Incluido', 'No incluido', 'No incluido']);
    expect(marks('Factura electrónica')).toEqual(['No incluido', 'Incluido', 'Incluido']);
    expect(marks('Acceso a la API')).toEqual(['No incluido', 'No incluido', 'Incluido']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 13);
  });

  it('on a screen too narrow for every plan, says to swipe, fades the right edge until the end and lets the keyboard scroll', async () => {
    // jsdom lays nothing out: the table is made 480 px wide in a 358 px box, as on a 390 px phone.
    const phone = { scrollWidth: 480, clientWidth: 358 };
    const spyWidth = (name: keyof typeof phone) =>
      jest.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(function (this: HTMLElement) {
        return this.dataset.testid === 'plan-table-scroller' ? phone[name] : 0;
      });
    const spies = [spyWidth('scrollWidth'), spyWidth('clientWidth')];
    try {
      await openPage();
      const scroller = await screen.findByRole('region', { name: 'Comparación de planes' });
      // Measured when the browser reports the box laid out (ResizeObserver), not while React commits.
      expect((await screen.findByTestId('plan-scroll-hint')).textContent).toBe('Desliza para ver todos los planes →');
      expect(screen.queryByTestId('plan-scroll-fade')).not.toBeNull();
      expect(scroller.tabIndex).toBe(0);
      scroller.scrollLeft = 122;
      fireEvent.scroll(scroller);
      await waitFor(() => expect(screen.queryByTestId('plan-scroll-fade')).toBeNull());
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  it('shows no swipe hint when every plan fits', async () => {
    await openPage();
    await screen.findByRole('table');
    expect(screen.queryByTestId('plan-scroll-hint')).toBeNull();
    expect(screen.queryByTestId('plan-scroll-fade')).toBeNull();
  });

  it('shows the media rail with the video, 3 gallery images, 12 related products and the reviews placeholder', async () => {
    await openPage();
    expect(screen.getByRole('button', { name: 'Ver imagen 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver video' }));
    expect(screen.getByLabelText('Video de Software Restaurante').tagName).toBe('VIDEO');
    const gallery = (await screen.findByRole('heading', { name: 'Galería' })).parentElement!;
    expect(within(gallery).getAllByRole('img')).toHaveLength(3);
    for (const image of within(gallery).getAllByRole('img')) expect(image.getAttribute('loading')).toBe('lazy');
    const relatedSection = (await screen.findByRole('heading', { name: 'Productos relacionados' })).parentElement!;
    const links = within(relatedSection).getAllByRole('link');
    expect(links).toHaveLength(12);
    // Same category only, and never the product itself.
    expect(links.filter((link) => /Bot de WhatsApp|Software Restaurante/.test(link.textContent ?? ''))).toEqual([]);
    expect(screen.getByText('Próximamente...')).toBeTruthy();
  });

  it('titles the tab and describes the page while it shows, and restores both on leave', async () => {
    const view = await openPage();
    expect(document.title).toBe('Software Restaurante | MB Platform');
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('Todo tu restaurante en una sola plataforma.');
    view.unmount();
    expect(document.title).toBe('MB Platform');
    expect(document.querySelector('meta[name="description"]')).toBeNull();
  });

  it('adds the chosen plan and billing to the cart and opens it', async () => {
    await openPage();
    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'pro' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Anual' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    const drawer = await screen.findByRole('dialog', { name: 'Carrito' });
    expect(within(drawer).getByText(/Pro · Anual · 1\.620\.000 COP c\/u/)).toBeTruthy();
    expect(within(drawer).getByLabelText('Cantidad').textContent).toBe('2');
    expect(within(drawer).getByTestId('cart-total').textContent).toBe('3.240.000 COP');
  });

  it('Comprar ahora: a visitor is sent to log in, nothing is bought', async () => {
    await openPage(undefined, null);
    fireEvent.click(screen.getByRole('button', { name: 'Comprar ahora' }));
    expect(events).toEqual(['open-login-modal']);
    expect(api.callsTo('POST /auth/purchase')).toHaveLength(0);
  });

  it('Comprar ahora: without a ready invoicing profile the dialog opens and the purchase is retried after saving', async () => {
    api.on(
      'GET /mb/fe/check',
      { body: { success: true, ready: false, missing: ['address'] } },
      { body: { success: true, ready: true, missing: [] } },
    );
    api.on('POST /auth/purchase', { body: { success: true, order: orderFixture({ id: '80000000-0000-4000-8000-000000000001' }) } });
    api.on('POST /auth/payments/wompi/init', paymentInitAnswer('80000000-0000-4000-8000-000000000001'));
    const wompi = installFakeWompi();
    await openPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Anual' }));
    fireEvent.click(screen.getByRole('button', { name: 'Comprar ahora' }));
    await screen.findByRole('button', { name: 'Comprar ahora' });
    await waitFor(() => expect(events).toEqual(['open-fe-profile-modal {"afterSave":"retry-buy-now"}']));
    expect(toasts).toEqual([{ type: 'error', message: 'Configura tu perfil de Facturación Electrónica antes de pagar.' }]);
    expect(api.callsTo('POST /auth/purchase')).toHaveLength(0);

    act(() => emit('retry-buy-now'));
    await waitFor(() => expect(api.callsTo('POST /auth/purchase')).toHaveLength(1));
    expect(api.callsTo('POST /auth/purchase')[0]!.body).toEqual({ product_id: pos.id, plan_type: 'estandar', billing_cycle: 'annual' });
    // …and goes on to pay for the order it created (the widget's side: payment-widget.test.tsx).
    await waitFor(() => expect(wompi.opened).toHaveLength(1));
    wompi.uninstall();
    expect(api.callsTo('POST /auth/payments/wompi/init').map((call) => call.body)).toEqual([
      { order_id: '80000000-0000-4000-8000-000000000001' },
    ]);
  });

  it('Comprar ahora: a refused purchase shows the server message, else No se pudo completar la compra', async () => {
    api.on('GET /mb/fe/check', { body: { success: true, ready: true, missing: [] } });
    api.on(
      'POST /auth/purchase',
      { status: 409, body: { success: false, message: 'Ya tienes este plan activo' } },
      { status: 500, body: { success: false } },
    );
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Comprar ahora' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ya tienes este plan activo');
    fireEvent.click(screen.getByRole('button', { name: 'Comprar ahora' }));
    expect(await screen.findByText('No se pudo completar la compra')).toBeTruthy();
  });
});
