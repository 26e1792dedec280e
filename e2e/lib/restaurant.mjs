// The restaurant app in journeys: buying it, assigning staff, opening it, and waiting for restaurant to know a new
// subscription.
import { payInWidget } from './wompi.mjs';

/** Waits until restaurant has heard of the owner's subscription (billing's event crosses Kafka). */
export async function restaurantReady(owner) {
  const deadline = Date.now() + 20000;
  for (;;) {
    try {
      return await owner.api('/mb/restaurant/config/assignments');
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

/** The owner buys the restaurant software on a plan in the store (card 4242…) and waits for its card in Mis Suscripciones. */
export async function buyRestaurant(page, owner, { plan, amount }) {
  await page.getByRole('heading', { name: 'Software Restaurante', level: 1 }).waitFor();
  await page.getByLabel('Plan', { exact: true }).selectOption({ label: plan });
  await page.getByRole('button', { name: 'Comprar ahora' }).click();
  await payInWidget(page, { amount, cardNumber: '4242 4242 4242 4242' });
  await page.waitForURL('**/cuenta', { timeout: 20000 });
  const card = page.getByRole('article', { name: 'Software Restaurante' });
  await card.getByText(`Plan ${plan}`).waitFor({ timeout: 20000 });
  await restaurantReady(owner);
  return card;
}

/** Assigns a person to the restaurant of that card (its 'Configurar' dialog) with a role, and closes the dialog. */
export async function assignStaff(page, card, { email, name, role }) {
  await card.getByRole('button', { name: 'Configurar' }).click();
  const config = page.getByRole('dialog', { name: 'Configuración de Software Restaurante' });
  await config.getByLabel('Correo electrónico').fill(email);
  await config.getByLabel('Nombre').fill(name);
  await config.getByLabel('Rol').selectOption({ label: role });
  await config.getByRole('button', { name: 'Agregar' }).click();
  await config.getByRole('cell', { name: email, exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await config.waitFor({ state: 'hidden' });
}

/** Opens the restaurant app from a card of Mis Suscripciones (own or shared) and waits for its panel. */
export async function openApp(page, card) {
  await card.getByRole('button', { name: 'Abrir' }).click();
  await page.waitForURL('**/restaurant/panelControl', { timeout: 20000 });
  await page.getByRole('heading', { name: 'Panel de control del restaurante' }).waitFor({ timeout: 20000 });
}

/** A section of the app's navigation. */
export const section = (page, name) =>
  page.getByRole('navigation', { name: 'Secciones del restaurante' }).getByRole('link', { name, exact: true });

/**
 * The restaurant app's own API called from a page on its app session (setting up the menu and tables, reading what a
 * screen does not show): the answer's `data`, or the text of a file (…/xml, …/pdf). `headers`: more of them (the
 * branch a call works in, `x-sede`).
 */
export function appCall(page, method, path, body, headers = {}) {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const { token } = JSON.parse(sessionStorage.getItem('mb_restaurant_session'));
      const csrf = document.cookie.match(/(?:^|; )mb_csrf=([^;]+)/)?.[1];
      const response = await fetch(path, {
        method,
        headers: {
          ...headers,
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(csrf && method !== 'GET' ? { 'x-csrf-token': csrf } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return /\/(xml|pdf)$/.test(path) ? text : JSON.parse(text).data;
    },
    { method, path, body, headers },
  );
}

/** Adds each dish to table `table`'s cart (waiting for its line) and sends the round to the kitchen. */
export async function sendRound(page, table, dishes, orderNumber) {
  await section(page, 'Tomar pedido').click();
  await page.getByRole('button', { name: new RegExp(`^Mesa ${table} · `) }).click();
  for (const dish of dishes) {
    await page.getByRole('button', { name: `Agregar ${dish}`, exact: true }).click();
    await page.getByRole('button', { name: `Uno más de ${dish}` }).waitFor();
  }
  await page.getByRole('button', { name: 'Enviar a cocina' }).click();
  await page.getByText(`Pedido #${orderNumber} enviado a cocina`).first().waitFor();
}

/**
 * From the check screen's 'Mover / Unir mesa': table `from`'s check moves to the free table `to`, then the check
 * labelled `merged` (e.g. 'Cuenta · Mesa 6 · 9.000 COP') joins it; each move is listed on the check.
 */
export async function moveThenMerge(page, { from, to, merged }) {
  await section(page, 'Cuentas').click();
  await page
    .getByRole('group', { name: `Cuenta · Mesa ${from}` })
    .getByRole('link', { name: 'Ver cuenta' })
    .click();
  await page.getByRole('heading', { name: `Cuenta · Mesa ${from}` }).waitFor();
  await page.getByRole('button', { name: 'Mover / Unir mesa' }).click();
  await page.getByLabel('Mesa libre').selectOption({ label: `Mesa ${to}` });
  await page.getByRole('button', { name: 'Pasar a esa mesa' }).click();
  await page.getByRole('heading', { name: `Cuenta · Mesa ${to}` }).waitFor();
  await page.getByText(`Cambio de mesa: de Mesa ${from} a Mesa ${to}`).waitFor();

  await page.getByRole('button', { name: 'Mover / Unir mesa' }).click();
  await page.getByLabel('Cuenta que se une').selectOption({ label: merged });
  await page.getByRole('button', { name: 'Unir a esta cuenta' }).click();
}

/**
 * From the menu's 'Nuevo plato' form (the menu open): Churrasco at `price` in `category`, with two option groups,
 * 'Término' (one required: azul, medio, tres cuartos, bien asado) and 'Adiciones' (several: Huevo +3.000).
 */
export async function addChurrascoWithOptions(page, { price, category }) {
  const form = page.getByRole('form', { name: 'Nuevo plato' });
  await form.getByLabel('Nombre', { exact: true }).fill('Churrasco');
  await form.getByLabel('Precio (COP)').fill(String(price));
  await form.getByLabel('Categoría').selectOption({ label: category });
  await form.getByRole('button', { name: 'Agregar grupo de opciones' }).click();
  const termino = form.getByRole('group', { name: 'Grupo de opciones 1' });
  await termino.getByLabel('Nombre del grupo').fill('Término');
  await termino.getByLabel('Obligatorio').check();
  for (const [index, name] of ['azul', 'medio', 'tres cuartos', 'bien asado'].entries()) {
    if (index > 0) await termino.getByRole('button', { name: 'Agregar opción' }).click();
    await termino.getByLabel(`Opción ${index + 1}`, { exact: true }).fill(name);
  }
  await form.getByRole('button', { name: 'Agregar grupo de opciones' }).click();
  const adiciones = form.getByRole('group', { name: 'Grupo de opciones 2' });
  await adiciones.getByLabel('Nombre del grupo').fill('Adiciones');
  await adiciones.getByLabel('Elección múltiple').check();
  await adiciones.getByLabel('Opción 1', { exact: true }).fill('Huevo');
  await adiciones.getByLabel('Precio adicional 1').fill('3000');
  await form.getByRole('button', { name: 'Agregar plato' }).click();
  await page.getByRole('group', { name: 'Churrasco' }).waitFor();
}
