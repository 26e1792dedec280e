// Issue 20's store must-show, as an administrator in Chromium: a category and a product with three plans created in
// 'Administración de Tienda', its main picture uploaded, the product found in the public store by a visitor, then
// deleted after a confirmation; every change in the audit view. The product goes away at the end, so the store
// journey still sees the seed's three products.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { demoAccounts, signedInAs } from '../lib/session.mjs';

const browser = sharedBrowser({ before, after });
const suffix = Date.now().toString(36);
const categoryName = `Hardware ${suffix}`;
const productName = `Caja Registradora ${suffix}`;

/** A 600×700 PNG drawn by the browser itself: a real picture, not the suggested 1520×1761 size. */
const pictureFrom = async (page) => {
  const dataUrl = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 600, height: 700 });
    const context = canvas.getContext('2d');
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 600, 700);
    return canvas.toDataURL('image/png');
  });
  return { name: 'caja.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1], 'base64') };
};

async function fillPlan(dialog, planName, price) {
  await dialog
    .getByRole('group', { name: planName })
    .getByLabel(/^Precio mensual \(COP\)/)
    .fill(String(price));
}

test('an admin creates a category and a product with three plans and a picture; a visitor finds it in the store; deleting it asks first; all in the audit view', async () => {
  const { page, problems, close } = await openPage(browser(), '/admin/tienda', { prepare: signedInAs(demoAccounts.admin) });
  try {
    await page.getByRole('heading', { name: 'Administración de Tienda', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Nueva categoría' });
    assert.equal(await categoryDialog.getByLabel('Color').inputValue(), '#3b82f6');
    await categoryDialog.getByLabel(/^Nombre/).fill(categoryName);
    await categoryDialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Categoría guardada').first().waitFor();
    await page.getByRole('button', { name: `Editar categoría ${categoryName}` }).waitFor();

    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    const create = page.getByRole('dialog', { name: 'Nuevo producto' });
    await create
      .getByLabel(/^Nombre/)
      .first()
      .fill(productName);
    await create
      .getByLabel(/^Descripción/)
      .first()
      .fill('Caja registradora conectada al punto de venta');
    await create.getByRole('combobox', { name: /^Categoría/ }).click();
    await page.getByRole('option', { name: categoryName, exact: true }).click();
    await fillPlan(create, 'Estándar', 50000);
    await fillPlan(create, 'Pro', 90000);
    await fillPlan(create, 'Gold', 140000);
    // The annual price is computed, not typed: round(50 000 × 12 × 0.9).
    assert.equal(
      await create
        .getByRole('group', { name: 'Estándar' })
        .getByLabel(/^Precio anual \(COP\)/)
        .inputValue(),
      '540.000 COP',
    );
    await create.getByRole('button', { name: 'Crear producto' }).click();
    await page.getByText('Producto creado. Ya puedes subir sus imágenes y video.').first().waitFor();

    const edit = page.getByRole('dialog', { name: 'Editar producto' });
    const image = edit.getByRole('group', { name: 'Imagen principal' });
    const chooser = page.waitForEvent('filechooser');
    await image.getByRole('button', { name: 'Subir Imagen principal' }).click();
    await (await chooser).setFiles(await pictureFrom(page));
    await page.getByText('Tamaño sugerido: 1520×1761. Esta imagen (600x700) se recorta para ajustarse.').first().waitFor();
    await image.getByText('Subida completada').waitFor({ timeout: 20000 });
    await image.getByRole('button', { name: 'Reemplazar Imagen principal' }).waitFor();
    await edit.getByRole('button', { name: 'Cerrar' }).first().click();
    await page.getByRole('img', { name: productName }).waitFor();
    assert.deepEqual(problems, []);

    // A visitor finds it in the public store, with its picture and the standard plan's monthly price.
    const visitor = await openPage(browser(), '/tienda');
    try {
      const card = visitor.page.locator('main a[href^="/tienda/"]', { hasText: productName });
      await visitor.page.getByRole('searchbox', { name: 'Buscar productos' }).fill(suffix);
      await card.waitFor();
      assert.match(await card.innerText(), /50\.000 COP/);
      const picture = card.getByRole('img', { name: productName });
      await visitor.page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await picture.elementHandle());
      await card.click();
      await visitor.page.getByRole('heading', { name: productName, level: 1 }).waitFor();
      assert.deepEqual(visitor.problems, []);
    } finally {
      await visitor.close();
    }

    await page.getByRole('button', { name: `Eliminar ${productName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar eliminación' });
    await confirm.getByText(`¿Eliminar el producto «${productName}»? Se borran sus planes, imágenes y video.`).waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Producto eliminado').first().waitFor();
    await page.getByRole('button', { name: `Eliminar categoría ${categoryName}` }).click();
    await page.getByRole('dialog', { name: 'Confirmar eliminación' }).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Categoría eliminada').first().waitFor();

    // Catalog's audit events reach identity's log through Kafka a moment later: reload until the last one shows.
    const actions = [
      'Guardó una categoría',
      'Creó un producto',
      'Subió un archivo de un producto',
      'Eliminó un producto',
      'Eliminó una categoría',
    ];
    for (let tries = 0; ; tries += 1) {
      await page.goto(new URL('/admin/auditoria', baseUrl).toString());
      await page.getByRole('heading', { name: 'Registro de auditoría', level: 1 }).waitFor();
      await page.getByRole('row').nth(1).waitFor();
      if ((await page.getByText('Eliminó una categoría').count()) > 0) break;
      assert.ok(tries < 20, 'the deletion never reached the audit view');
      await page.waitForTimeout(1000);
    }
    for (const action of actions) assert.ok((await page.getByText(action).count()) > 0, `${action} is in the audit view`);
    assert.match(await page.getByRole('row').nth(1).innerText(), /admin@mbplatform\.co/);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

// Issue 32: deactivating a product someone holds. The customer's licence is assigned through the API (it waits for
// payment, so it is live); the administrator sees it named in the confirmation, and the product is saved inactive
// only once confirmed.
test('deactivating a product with a live subscription asks first, naming it, and saves once confirmed', async () => {
  const login = signedInAs(demoAccounts.admin);
  const { page, problems, close } = await openPage(browser(), '/admin/tienda', { prepare: login });
  try {
    const admin = async (method, path, body) => {
      const response = await fetch(new URL(path, baseUrl), {
        method,
        headers: { authorization: `Bearer ${login.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json() };
    };
    const held = `Terminal Vigente ${suffix}`;
    await admin('PUT', '/auth/categories', { name: `Vigentes ${suffix}`, color: '#0f766e' });
    const product = { name: held, description: 'Con clientes', category: `Vigentes ${suffix}`, price_estandar: 60000, price_pro: 95000 };
    const created = await admin('POST', '/auth/products', product);
    assert.equal(created.status, 201);
    const customer = await newCustomer('vigente');
    const { user } = await customer.api('/auth/me');
    // Billing learns of the new product from catalog's event: the assignment works once it has.
    const licence = { product_id: created.body.product.id, plan_type: 'pro' };
    for (let tries = 0; ; tries += 1) {
      const assigned = await admin('POST', `/auth/users/${user.id}/subscriptions`, licence);
      if (assigned.status === 200) break;
      assert.ok(tries < 40, `the licence was never assigned: ${assigned.body.message}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    await page.reload();
    await page.getByRole('button', { name: `Editar ${held}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar producto' });
    await edit.getByRole('switch', { name: 'Activo (visible en la tienda)' }).click({ force: true });
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();

    const asked = page.getByRole('dialog', { name: 'Este producto tiene suscripciones vigentes' });
    await asked.getByText('Este cambio alcanza a 1 suscripción vigente (1 Pro):').waitFor();
    await asked.getByText('El producto se desactiva: deja de mostrarse en la tienda.').waitFor();
    const row = asked.getByRole('table', { name: 'Suscripciones vigentes afectadas' }).getByRole('row').nth(1);
    assert.match(await row.innerText(), /Pro\s+Pendiente de pago\s+\d{2}\/\d{2}\/\d{4}/);
    assert.doesNotMatch(await asked.innerText(), new RegExp(customer.email));
    await asked.getByRole('button', { name: 'Guardar de todos modos' }).click();
    await page.getByText('Producto actualizado').first().waitFor();
    assert.equal((await admin('GET', `/auth/products/${created.body.product.id}`)).body.product.is_active, false);
    // The first save's refusal, which the dialog answered, is the only failed request.
    assert.deepEqual(problems, ['console: Failed to load resource: the server responded with a status of 409 (Conflict)']);
  } finally {
    await close();
  }
});
