import { testNamespace } from '@mb/service-kit/testing';
import { diningRoom } from '../../services/restaurant/test/dining-room.js';
import { restaurantBehindGateway } from './restaurant-behind-gateway.js';

// The QR menu's public pages, written by the gateway from the restaurant service's public menu.
const namespace = testNamespace();
const stack = restaurantBehindGateway(namespace);

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${stack.base()}${path}`, { headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
};

it('writes the menu as a small page in the diner’s language, with the table’s order form when it takes orders', async () => {
  const room = await diningRoom(stack.restaurant(), namespace);
  await room.app.put('/restaurant/menu-qr', { ordering_enabled: true });
  const { slug, tables } = (await room.app.get('/restaurant/menu-qr')).json().data;

  const menu = await page(`/m/${slug}`, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
  expect(menu.status).toBe(200);
  expect(menu.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(menu.headers.get('vary')).toContain('Accept-Language');
  expect(menu.html).toContain('<html lang="fr">');
  expect(menu.html).toContain('Bandeja paisa');
  expect(menu.html).toContain('32.900 COP');
  expect(menu.html).not.toContain('Ajouter');
  expect(menu.html).not.toMatch(/<script>(?!<)/);
  expect(menu.html).toContain('<script src="/m/qr-menu.js" defer></script>');

  const table = await page(`${tables[0].path}?lang=pt`, { 'accept-language': 'en' });
  expect(table.html).toContain('<html lang="pt">');
  expect(table.html).toContain('Mesa 2');
  expect(table.html).toContain('Enviar pedido');

  const script = await fetch(`${stack.base()}/m/qr-menu.js`);
  expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');

  const token = tables[0].path.split('/').at(-1);
  // The restaurant's address, its main branch's (/m/<slug>/<sede>) and a table's each poll their branch's dishes.
  for (const at of [`/m/${slug}`, `/m/${slug}/principal`, `/m/${slug}/mesa/${token}`]) {
    const available = await fetch(`${stack.base()}${at}/disponibles`);
    expect(((await available.json()) as { data: { dish_ids: string[] } }).data.dish_ids).toContain(room.menu.bandeja.id);
  }
  const branch = await page(`/m/${slug}/principal`);
  expect(branch.status).toBe(200);
  expect(branch.html).toContain('32.900 COP');
  expect((await page(`/m/${slug}/no-hay-tal-sede`)).status).toBe(404);

  const sent = await fetch(`${stack.base()}/m/${slug}/mesa/${token}/pedidos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lines: [{ itemId: room.menu.limonada.id, quantity: 3 }] }),
  });
  expect(sent.status).toBe(201);
  expect(await sent.json()).toMatchObject({ data: { status: 'pendiente', total: 29997, table_number: 2 } });
});

it('answers an address that is no menu with the not-found page and 404', async () => {
  for (const path of ['/m/no-hay-tal-menu', '/m/Mal%20Nombre', `/m/no-hay-tal-menu/mesa/${'a'.repeat(32)}`, '/m/x/mesa/corto']) {
    const missing = await page(path);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Menú no encontrado');
  }
  const estandar = await diningRoom(stack.restaurant(), namespace, 'estandar');
  await stack
    .restaurant()
    .db.query('INSERT INTO qr_menus (restaurant_id, slug) VALUES ($1, $2)', [
      estandar.subscription.subscriptionId,
      `plan-estandar-${estandar.subscription.subscriptionId.slice(0, 8)}`,
    ]);
  expect((await page(`/m/plan-estandar-${estandar.subscription.subscriptionId.slice(0, 8)}?lang=en`)).html).toContain('Menu not found');
});
