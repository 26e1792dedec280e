// Issue 36, item 4: table 3's check is moved to table 5, then table 6's check is merged into it, from the check
// screen's 'Mover / Unir mesa'; the check lists both moves and the floor shows tables 3 and 6 free.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { appCall, buyRestaurant, moveThenMerge, openApp, sendRound } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });

test("table 3's check moves to table 5, then table 6's joins it: one check with both rounds, tables 3 and 6 free", async () => {
  const owner = await newCustomer('dueno-mesas', { invoicingProfile: true });
  const { page } = await openPage(browser(), '/tienda/software-restaurant', {
    prepare: owner.prepare,
    viewport: { width: 1024, height: 768 },
  });
  const card = await buyRestaurant(page, owner, { plan: 'Pro', amount: '$ 150.000' });
  await openApp(page, card);
  const category = await appCall(page, 'POST', '/restaurant/menu/categories', { name: 'Platos fuertes' });
  for (const [name, price] of [
    ['Ajiaco', 28000],
    ['Limonada de coco', 9000],
  ])
    await appCall(page, 'POST', '/restaurant/menu/items', { category_id: category.id, name, price });
  for (const number of [3, 5, 6]) await appCall(page, 'POST', '/restaurant/tables', { number, seats: 4, zone: 'Salón' });
  await sendRound(page, 3, ['Ajiaco'], 1);
  await sendRound(page, 6, ['Limonada de coco'], 2);

  await moveThenMerge(page, { from: 3, to: 5, merged: 'Cuenta · Mesa 6 · 9.000 COP' });
  await page.getByText('Mesas unidas: Mesa 6 se unió a Mesa 5').waitFor();
  const total = page.getByRole('group', { name: 'Total', exact: true });
  assert.match((await total.textContent()) ?? '', /37\.000 COP/);
  await page.getByText('1 × Ajiaco').waitFor();
  await page.getByText('1 × Limonada de coco').waitFor();

  const tables = await appCall(page, 'GET', '/restaurant/tables');
  assert.deepEqual(
    tables.map((table) => [table.number, table.status]),
    [
      [3, 'disponible'],
      [5, 'ocupada'],
      [6, 'disponible'],
    ],
  );
});
