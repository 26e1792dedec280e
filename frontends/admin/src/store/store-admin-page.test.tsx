/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { liveSubscriptionsConflict, messages, type Category, type Product } from '@mb/contracts';
import { on, type ToastDetail } from '@mb/ui';
import { clientUser } from '@mb/ui/testing/remote';
import { FakeApi, renderAdmin, type Call } from '../testing/test-kit.js';
import AdminApp from '../admin-app.js';

const software: Category = { id: '10000000-0000-4000-8000-000000000001', name: 'Software', color: '#0f766e' };
const product: Product = {
  id: '20000000-0000-4000-8000-000000000001',
  name: 'Software Restaurante',
  description: 'Menú, pedidos y mesas',
  category: 'Software',
  category_id: software.id,
  slug: 'software-restaurante',
  seo_page_slug: null,
  image_url: null,
  available_countries: ['CO'],
  implementation_cost: 0,
  maintenance_cost_monthly: 0,
  maintenance_cost_annual: 0,
  description_general: '',
  description_features: '',
  description_unique: '',
  gallery_images: [],
  carousel_images: [],
  video_url: null,
  is_active: true,
  version: 4,
  sold_count: 0,
  features: [],
  plans: { estandar: { name: 'Estándar', price: 80000, price_annual: 864000, features: [{ name: 'Inventario', enabled: true }] } },
  custom_plans: [],
  updated_at: '2025-03-15T20:04:00.000Z',
};

let api: FakeApi;
let toasts: ToastDetail[];
let off: () => void;

beforeEach(() => {
  api = new FakeApi()
    .on('GET /auth/categories', { body: { success: true, categories: [software] } })
    .on('GET /auth/products', { body: { success: true, products: [product], all_products: [product] } });
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
});
afterEach(() => off());

const openStore = async () => {
  renderAdmin(<AdminApp />, { path: '/admin/tienda' });
  await screen.findByRole('heading', { name: 'Administración de Tienda' });
  await screen.findAllByTestId('product-card');
};
const dialog = () => screen.getByRole('dialog');
/** A field by its whole label, the required mark aside. */
const labelled = (label: string) => new RegExp(`^${label}\\s*\\*?$`);
const field = (label: string, scope: HTMLElement = dialog()) => within(scope).getByLabelText(labelled(label)) as HTMLInputElement;
const type = (label: string, value: string, scope?: HTMLElement) => fireEvent.change(field(label, scope), { target: { value } });
const plan = (name: string) => within(dialog()).getByRole('group', { name });
const submit = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
async function pickCategory(name: string) {
  fireEvent.click(field('Categoría'));
  fireEvent.click(await screen.findByRole('option', { name }));
}
const bodyOf = (call: Call | undefined) => call?.body as Record<string, any>;

it('a client sees Acceso Denegado and no store call is made', async () => {
  renderAdmin(<AdminApp />, { path: '/admin/tienda', user: clientUser });
  expect(await screen.findByText('Acceso Denegado')).toBeTruthy();
  expect(api.calls).toHaveLength(0);
});

describe('the product modal', () => {
  it('refuses to create without name, description and category, and with a standard price of 0, calling nothing', async () => {
    await openStore();
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo producto' }));
    type('Precio mensual \\(COP\\)', '', plan('Estándar'));
    submit('Crear producto');
    expect(await within(dialog()).findByText('El nombre es obligatorio')).toBeTruthy();
    expect(within(dialog()).getByText('La descripción es obligatoria')).toBeTruthy();
    expect(within(dialog()).getByText('La categoría es obligatoria')).toBeTruthy();
    expect(within(dialog()).getByText('El precio debe ser mayor que 0')).toBeTruthy();
    expect(api.callsTo('POST /auth/products')).toHaveLength(0);
  });

  it('creates with the slug from the name, the computed annual price, empty features dropped, then stays open to upload media', async () => {
    const created: Product = {
      ...product,
      id: '20000000-0000-4000-8000-000000000002',
      name: 'Menú Rápido Ñandú',
      slug: 'menu-rapido-nandu',
      version: 1,
      plans: {
        estandar: { name: 'Estándar', price: 100000, price_annual: 1080000, features: [{ name: 'Inventario', enabled: true }] },
        pro: { name: 'Pro', price: 150000, price_annual: 1620000, features: [] },
        gold: { name: 'Gold', price: 250000, price_annual: 2700000, features: [] },
      },
    };
    api.on('POST /auth/products', { status: 201, body: { success: true, product: created } });
    await openStore();
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo producto' }));
    expect(within(dialog()).getByText('Crea el producto para subir su imagen, galería, carrusel y video.')).toBeTruthy();

    type('Nombre', 'Menú Rápido Ñandú');
    expect(within(dialog()).getByText('Vacío: se genera del nombre (menu-rapido-nandu)')).toBeTruthy();
    type('Descripción', 'Pedidos al instante');
    await pickCategory('Software');
    // The standard plan: the annual price follows the monthly one and cannot be typed.
    const annual = field('Precio anual \\(COP\\)', plan('Estándar'));
    expect(annual.value).toBe('864.000 COP');
    type('Precio mensual \\(COP\\)', '100000', plan('Estándar'));
    await waitFor(() => expect(annual.value).toBe('1.080.000 COP'));
    expect(annual.readOnly).toBe(true);
    const addFeature = within(plan('Estándar')).getByRole('button', { name: 'Agregar característica' });
    fireEvent.click(addFeature);
    fireEvent.click(addFeature);
    const names = within(plan('Estándar')).getAllByLabelText('Nombre de la característica');
    fireEvent.change(names[0]!, { target: { value: '  ' } });
    fireEvent.change(names[1]!, { target: { value: 'Inventario' } });
    submit('Crear producto');

    await waitFor(() => expect(api.callsTo('POST /auth/products')).toHaveLength(1));
    const body = bodyOf(api.callsTo('POST /auth/products')[0]);
    expect(body).toMatchObject({
      name: 'Menú Rápido Ñandú',
      slug: 'menu-rapido-nandu',
      category: 'Software',
      description: 'Pedidos al instante',
      price_estandar: 100000,
      price_pro: 150000,
      price_gold: 250000,
      is_active: true,
      available_countries: [],
    });
    expect(body.plan_features).toEqual({ estandar: [{ name: 'Inventario', enabled: true }], pro: [], gold: [] });
    // Now in edit mode, with the media section.
    expect(await screen.findByRole('dialog', { name: 'Editar producto' })).toBeTruthy();
    expect(within(dialog()).getByRole('group', { name: 'Video' })).toBeTruthy();
    expect(toasts).toContainEqual({ type: 'success', message: 'Producto creado. Ya puedes subir sus imágenes y video.' });
  });

  it('explains a stale edit (409 with the current version) and reloads the product on request', async () => {
    api.on(`PUT /auth/products/${product.id}`, { status: 409, body: { success: false, message: messages.staleProduct, version: 5 } });
    api.on(`GET /auth/products/${product.id}`, {
      body: { success: true, product: { ...product, name: 'Cambiado por otra persona', version: 5 } },
    });
    await openStore();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Software Restaurante' }));
    type('Nombre', 'Mi cambio');
    submit('Guardar cambios');

    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('Este producto cambió mientras lo editabas');
    expect(bodyOf(api.callsTo(`PUT /auth/products/${product.id}`)[0])).toMatchObject({ name: 'Mi cambio', version: 4 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Recargar producto' }));
    await waitFor(() => expect(field('Nombre').value).toBe('Cambiado por otra persona'));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    // The next save is made on the version just read.
    api.on(`PUT /auth/products/${product.id}`, { body: { success: true, product: { ...product, version: 6 } } });
    submit('Guardar cambios');
    await waitFor(() => expect(api.callsTo(`PUT /auth/products/${product.id}`)).toHaveLength(2));
    expect(bodyOf(api.callsTo(`PUT /auth/products/${product.id}`)[1])).toMatchObject({ version: 5 });
  });

  it('saves a changed plan price through its own call', async () => {
    api.on(`PUT /auth/products/${product.id}`, { body: { success: true, product: { ...product, version: 5 } } });
    api.on(`PUT /auth/products/${product.id}/plans/estandar`, { body: { success: true, product: { ...product, version: 6 } } });
    await openStore();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Software Restaurante' }));
    type('Precio mensual \\(COP\\)', '90000', plan('Estándar'));
    submit('Guardar cambios');
    await waitFor(() => expect(api.callsTo(`PUT /auth/products/${product.id}/plans/estandar`)).toHaveLength(1));
    expect(bodyOf(api.callsTo(`PUT /auth/products/${product.id}/plans/estandar`)[0])).toEqual({
      price: 90000,
      features: [{ name: 'Inventario', enabled: true }],
    });
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', message: 'Producto actualizado' }));
  });

  it('shows a deactivation refused for live subscriptions as a dialog naming them, and resends it confirmed', async () => {
    const held = (id: string, plan_type: 'pro' | 'gold', status: 'active' | 'grace', expires_at: string) => ({
      id,
      plan_type,
      status,
      expires_at,
    });
    const conflict = liveSubscriptionsConflict.parse({
      success: false,
      message: 'No se guardó: el producto tiene 5 suscripciones vigentes (3 Pro, 2 Gold) y este cambio lo desactiva. Confirma…',
      code: 'live_subscriptions',
      changes: ['deactivate'],
      slug: { from: product.slug, to: product.slug },
      live_subscriptions: {
        count: 5,
        plans: { estandar: 0, pro: 3, gold: 2 },
        subscriptions: [
          held('a1b2c3d4-0000-4000-8000-000000000001', 'gold', 'grace', '2026-11-20T17:00:00.000Z'),
          held('e5f6a7b8-0000-4000-8000-000000000002', 'pro', 'active', '2026-12-15T17:00:00.000Z'),
          held('c9d0e1f2-0000-4000-8000-000000000003', 'pro', 'active', '2027-01-31T17:00:00.000Z'),
        ],
      },
    });
    api.on(`PUT /auth/products/${product.id}`, (call) =>
      (call.body as { confirm_live_subscriptions?: boolean }).confirm_live_subscriptions
        ? { body: { success: true, product: { ...product, is_active: false, version: 5 } } }
        : { status: 409, body: conflict },
    );
    await openStore();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Software Restaurante' }));
    fireEvent.click(within(dialog()).getByRole('switch', { name: 'Activo (visible en la tienda)' }));
    submit('Guardar cambios');

    const asked = await screen.findByRole('dialog', { name: 'Este producto tiene suscripciones vigentes' });
    expect(within(asked).getByText('Este cambio alcanza a 5 suscripciones vigentes (3 Pro, 2 Gold):')).toBeTruthy();
    expect(within(asked).getByText('El producto se desactiva: deja de mostrarse en la tienda.')).toBeTruthy();
    const rows = within(within(asked).getByRole('table', { name: 'Suscripciones vigentes afectadas' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Suscripción', 'Plan', 'Estado', 'Vence'],
      ['a1b2c3d4', 'Gold', 'En periodo de gracia', '20/11/2026'],
      ['e5f6a7b8', 'Pro', 'Activa', '15/12/2026'],
      ['c9d0e1f2', 'Pro', 'Activa', '31/01/2027'],
    ]);
    expect(within(asked).getByText('Y 2 más.')).toBeTruthy();
    expect(toasts).toEqual([]);

    // Cancelled: nothing is sent again and the edit stays open.
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Este producto tiene suscripciones vigentes' })).toBeNull());
    expect(api.callsTo(`PUT /auth/products/${product.id}`)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Editar producto' })).toBeTruthy();

    submit('Guardar cambios');
    const again = await screen.findByRole('dialog', { name: 'Este producto tiene suscripciones vigentes' });
    fireEvent.click(within(again).getByRole('button', { name: 'Guardar de todos modos' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', message: 'Producto actualizado' }));
    const sent = api.callsTo(`PUT /auth/products/${product.id}`).map(bodyOf);
    expect(sent).toHaveLength(3);
    expect(sent[1]).not.toHaveProperty('confirm_live_subscriptions');
    expect(sent[2]).toMatchObject({ is_active: false, version: 4, confirm_live_subscriptions: true });
  });
});

/** An XMLHttpRequest the test drives: what was sent, and the progress and answer it reports. */
class FakeUpload {
  static last: FakeUpload | undefined;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  withCredentials = false;
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  body: FormData | undefined;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  constructor() {
    FakeUpload.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Pictures "load" with the size their file name says (`20x2000.png`), as the browser would report it. */
function fakeImages() {
  URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = () => {};
  (window as unknown as { Image: unknown }).Image = class {
    naturalWidth = 0;
    naturalHeight = 0;
    onload?: () => void;
    set src(url: string) {
      const [width, height] = url.replace('blob:', '').replace('.png', '').split('x').map(Number);
      this.naturalWidth = width!;
      this.naturalHeight = height!;
      setTimeout(() => this.onload?.());
    }
  };
}

describe('media', () => {
  beforeEach(() => {
    FakeUpload.last = undefined;
    (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeUpload;
    fakeImages();
    document.cookie = 'mb_csrf=csrf-value';
  });

  const openProduct = async () => {
    await openStore();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Software Restaurante' }));
  };
  const choose = (slot: string, file: File) => {
    const input = within(within(dialog()).getByRole('group', { name: slot }))
      .getByRole('button', { name: /^Subir/ })
      .parentElement!.querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files: [file] } });
  };

  it('uploads a video with its percentage, then Subida completada, with the session cookies and CSRF header', async () => {
    await openProduct();
    choose('Video', new File([new Uint8Array(10)], 'demo.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    const xhr = FakeUpload.last!;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.headers['x-csrf-token']]).toEqual([
      'POST',
      `/auth/products/${product.id}/video`,
      true,
      'csrf-value',
    ]);
    expect((xhr.body!.get('video') as File).name).toBe('demo.mp4');

    xhr.upload.onprogress!({ lengthComputable: true, loaded: 40, total: 100 });
    expect(await within(dialog()).findByText('Subiendo… 40%')).toBeTruthy();
    xhr.answer(200, { success: true, product: { ...product, video_url: '/media/products/x/demo.mp4', version: 5 } });
    expect(await within(dialog()).findByText('Subida completada')).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Quitar Video' })).toBeTruthy();
  });

  it("removing the video just uploaded clears its slot: no 'Subida completada' left beside an empty slot", async () => {
    api.on(`DELETE /auth/products/${product.id}/video`, { body: { success: true, product: { ...product, video_url: null, version: 6 } } });
    await openProduct();
    choose('Video', new File([new Uint8Array(10)], 'demo.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    FakeUpload.last!.answer(200, { success: true, product: { ...product, video_url: '/media/products/x/demo.mp4', version: 5 } });
    const slot = within(within(dialog()).getByRole('group', { name: 'Video' }));
    expect(await slot.findByText('Subida completada')).toBeTruthy();

    fireEvent.click(slot.getByRole('button', { name: 'Quitar Video' }));
    await waitFor(() => expect(slot.queryByRole('button', { name: 'Quitar Video' })).toBeNull());
    expect(slot.queryByText('Subida completada')).toBeNull();
    expect(slot.queryByRole('progressbar')).toBeNull();
  });

  it('checks a picture’s size in the browser first: out of bounds is refused unsent, off the suggested size is told it is cropped', async () => {
    await openProduct();
    choose('Imagen principal', new File([new Uint8Array(10)], '20x2000.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ type: 'error', message: 'Dimensiones inválidas (20x2000). Mínimo 50px, máximo 3000px' }),
    );
    expect(FakeUpload.last).toBeUndefined();

    choose('Imagen principal', new File([new Uint8Array(10)], '1000x800.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    expect(toasts).toContainEqual({
      type: 'info',
      message: 'Tamaño sugerido: 1520×1761. Esta imagen (1000x800) se recorta para ajustarse.',
    });
    // The server's own refusal is shown as it says it.
    FakeUpload.last!.answer(400, { success: false, message: 'El archivo no es una imagen válida (PNG, JPEG, WebP o GIF)' });
    await waitFor(() =>
      expect(toasts).toContainEqual({ type: 'error', message: 'El archivo no es una imagen válida (PNG, JPEG, WebP o GIF)' }),
    );
  });

  it('deletes a carousel picture by its position', async () => {
    const illustrated = {
      ...product,
      carousel_images: [
        { id: 'a', url: '/media/a.png' },
        { id: 'b', url: '/media/b.png' },
      ],
    };
    api.on('GET /auth/products', { body: { success: true, products: [illustrated], all_products: [illustrated] } });
    api.on(`DELETE /auth/products/${product.id}/carousel/1`, {
      body: { success: true, product: { ...illustrated, carousel_images: [illustrated.carousel_images[0]] } },
    });
    await openProduct();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Quitar Carrusel (4) · Espacio 2' }));
    await waitFor(() => expect(within(dialog()).queryByRole('button', { name: 'Quitar Carrusel (4) · Espacio 2' })).toBeNull());
    expect(api.callsTo(`DELETE /auth/products/${product.id}/carousel/1`)).toHaveLength(1);
  });
});

describe('categories and deletions', () => {
  it('creates a category with the default colour #3b82f6', async () => {
    api.on('PUT /auth/categories', {
      body: { success: true, category: { id: '10000000-0000-4000-8000-000000000002', name: 'Servicios', color: '#3b82f6' } },
    });
    await openStore();
    fireEvent.click(screen.getByRole('button', { name: 'Nueva categoría' }));
    expect(field('Color').value).toBe('#3b82f6');
    submit('Guardar');
    expect(await within(dialog()).findByText('El nombre de la categoría es obligatorio')).toBeTruthy();
    type('Nombre', ' Servicios ');
    submit('Guardar');
    await waitFor(() => expect(api.callsTo('PUT /auth/categories')).toHaveLength(1));
    expect(api.callsTo('PUT /auth/categories')[0]!.body).toEqual({ name: 'Servicios', color: '#3b82f6' });
  });

  it('asks before deleting and shows why a category with products or a subscribed product stays', async () => {
    api.on(`DELETE /auth/categories/${software.id}`, { status: 409, body: { success: false, message: messages.categoryInUse } });
    api.on(`DELETE /auth/products/${product.id}`, { status: 409, body: { success: false, message: messages.productDeleteBlocked } });
    await openStore();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar categoría Software' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('¿Eliminar la categoría «Software»?');
    expect(api.callsTo(`DELETE /auth/categories/${software.id}`)).toHaveLength(0);
    submit('Eliminar');
    await waitFor(() =>
      expect(toasts).toContainEqual({ type: 'error', message: 'No se puede eliminar una categoría que tiene productos asociados' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Software Restaurante' }));
    const question = await screen.findByText(/¿Eliminar el producto «Software Restaurante»\?/);
    fireEvent.click(within(question.closest('[role=dialog]') as HTMLElement).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'error', message: 'No se pudo eliminar. Verifique suscripciones activas.' }));
  });

  it('filters products by name and category', async () => {
    const other = { ...product, id: '20000000-0000-4000-8000-000000000003', name: 'Bot de WhatsApp', category: 'Automatización' };
    api.on('GET /auth/products', { body: { success: true, products: [product, other], all_products: [product, other] } });
    await openStore();
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar productos' }), { target: { value: 'BOT' } });
    expect(screen.getAllByTestId('product-card').map((card) => within(card).getByText(/WhatsApp|Restaurante/).textContent)).toEqual([
      'Bot de WhatsApp',
    ]);
  });
});
