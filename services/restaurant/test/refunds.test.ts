import { randomUUID } from 'node:crypto';
import { invoicingPosDocumentUpdated, restaurantSaleDocumentMessages } from '@mb/contracts';
import { eventually, sendRaw, testNamespace } from '@mb/service-kit/testing';
import { adminPassword as password, startWithIdentity, tableWithAdministrator, type TestIdentity } from './administrator.js';
import { card, charge } from './dining-room.js';
import type { TestRestaurant } from './helpers.js';

const m = restaurantSaleDocumentMessages;
const namespace = testNamespace();
let identity: TestIdentity;
let restaurant: TestRestaurant;

beforeAll(async () => {
  ({ identity, restaurant } = await startWithIdentity(namespace));
}, 90000);

afterAll(async () => {
  await restaurant?.close();
  await identity?.close();
});

/** A served table (see `tableWithAdministrator`, 123.130 in all) and how to refund its check once paid. */
async function paidTable() {
  const table = await tableWithAdministrator(restaurant, identity, namespace);
  const line = (position: number, quantity: number) => ({ order_id: table.order.id, position, quantity });
  const refund = (app: typeof table.app, body: object) => app.post(`/restaurant/cuentas/${table.check.id}/reembolsos`, body);
  return { ...table, line, refund };
}
const pay = async (table: Awaited<ReturnType<typeof paidTable>>) =>
  expect((await charge(table.waiter.app, table.check.id, { payments: [card(123130)] })).statusCode).toBe(200);

const refundedEvents = async (checkId: string) =>
  (
    await restaurant.db.query(
      `SELECT payload FROM outbox WHERE aggregateid = $1 AND type = 'restaurant.check.refunded' ORDER BY created_at`,
      [checkId],
    )
  ).rows.map((row) => row.payload);

type RefundLine = { name: string; quantity: number; total: number; inc_base: number; inc_amount: number };

it('an administrator refunds some units, then the rest: INC broken out per line as the bill does, to the peso', async () => {
  const table = await paidTable();
  await pay(table);
  const first = await table.refund(table.admin.app, { lines: [table.line(3, 1), table.line(1, 2)], reason: 'Plato frío' });
  expect(first.statusCode).toBe(200);
  const [made] = first.json().data.refunds;
  // 1 of 3 limonadas: 9.999 (base 9.258, INC 741); both bandejas: 65.800 (base 60.926, INC 4.874).
  expect(made.lines.map((l: RefundLine) => [l.name, l.quantity, l.total, l.inc_base, l.inc_amount])).toEqual([
    ['Limonada de coco', 1, 9999, 9258, 741],
    ['Bandeja paisa', 2, 65800, 60926, 4874],
  ]);
  expect(made).toMatchObject({ subtotal: 70184, inc: 5615, total: 75799, reason: 'Plato frío', created_by: table.admin.user.id });
  expect(made.approved_by).toBeNull();
  expect(made.electronic_document).toMatchObject({ status: 'pendiente', number: null });

  // The rest: the sancocho (27.333) and the 2 limonadas left (29.997 − 9.999 = 19.998).
  const rest = await table.refund(table.admin.app, { lines: 'all', reason: 'Cliente inconforme' });
  expect(rest.statusCode).toBe(200);
  const refunds = rest.json().data.refunds;
  expect(refunds[1].lines.map((l: RefundLine) => [l.name, l.quantity, l.total, l.inc_base, l.inc_amount])).toEqual([
    ['Sancocho', 1, 27333, 25308, 2025],
    ['Limonada de coco', 2, 19998, 18517, 1481],
  ]);
  // Everything sold refunded: exactly the check's figures, no peso lost or invented.
  const bill = rest.json().data.bill;
  expect(refunds.reduce((sum: number, r: { total: number }) => sum + r.total, 0)).toBe(bill.total);
  expect(refunds.reduce((sum: number, r: { inc: number }) => sum + r.inc, 0)).toBe(bill.inc);

  // Each refund goes to invoicing (its nota de ajuste) through the outbox.
  const events = await refundedEvents(table.check.id);
  expect(events).toHaveLength(2);
  expect(events[0]).toMatchObject({
    checkId: table.check.id,
    restaurantId: table.subscription.subscriptionId,
    refundId: made.id,
    incResponsible: true,
    incPercent: 8,
    subtotal: 70184,
    inc: 5615,
    total: 75799,
    reason: 'Plato frío',
    refundedBy: table.admin.user.id,
  });
  expect(events[0].lines).toEqual([
    { dishId: table.menu.limonada.id, name: 'Limonada de coco', quantity: 1, unitPrice: 9999, total: 9999, incBase: 9258, incAmount: 741 },
    { dishId: table.menu.bandeja.id, name: 'Bandeja paisa', quantity: 2, unitPrice: 32900, total: 65800, incBase: 60926, incAmount: 4874 },
  ]);

  // Nothing is left: more is refused and changes nothing.
  const again = await table.refund(table.admin.app, { lines: 'all', reason: 'Otra vez' });
  expect([again.statusCode, again.json().message]).toEqual([409, m.nothingToRefund]);
  const beyond = await table.refund(table.admin.app, { lines: [table.line(2, 1)], reason: 'Otra vez' });
  expect([beyond.statusCode, beyond.json().message]).toEqual([
    409,
    'No se puede reembolsar más de lo vendido: de "Sancocho" quedan 0 por reembolsar',
  ]);
  expect(await refundedEvents(table.check.id)).toHaveLength(2);
});

it('refuses a refund beyond what was sold, of a line not on the check or of a check not paid, in Spanish', async () => {
  const table = await paidTable();
  const early = await table.refund(table.admin.app, { lines: 'all', reason: 'Antes de cobrar' });
  expect([early.statusCode, early.json().message]).toEqual([409, m.refundCheckNotPaid]);
  await pay(table);

  const tooMany = await table.refund(table.admin.app, { lines: [table.line(3, 4)], reason: 'Demasiadas' });
  expect([tooMany.statusCode, tooMany.json().message]).toEqual([
    409,
    'No se puede reembolsar más de lo vendido: de "Limonada de coco" quedan 3 por reembolsar',
  ]);
  const elsewhere = await table.refund(table.admin.app, { lines: [{ order_id: randomUUID(), position: 1, quantity: 1 }], reason: 'Otra' });
  expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([400, m.refundLineNotOnCheck]);
  for (const body of [
    { lines: [], reason: 'Vacío' },
    { lines: [table.line(1, 0)], reason: 'Cero' },
    { lines: [table.line(1, 1), table.line(1, 1)], reason: 'Repetida' },
    { lines: 'todas', reason: 'Texto' },
  ]) {
    const refused = await table.refund(table.admin.app, body);
    expect([refused.statusCode, refused.json().message]).toEqual([400, expect.stringContaining(m.refundLinesInvalid)]);
  }
  const noReason = await table.refund(table.admin.app, { lines: 'all', reason: ' ' });
  expect([noReason.statusCode, noReason.json().message]).toEqual([400, expect.stringContaining(m.refundReasonInvalid)]);
  expect((await table.app.get(`/restaurant/cuentas/${table.check.id}`)).json().data.refunds).toEqual([]);
  expect(await refundedEvents(table.check.id)).toEqual([]);
});

it('an employee refunds only with an administrator’s username and password, recorded as its approver', async () => {
  const table = await paidTable();
  await pay(table);
  const body = { lines: [table.line(2, 1)], reason: 'Sopa fría' };
  const alone = await table.refund(table.waiter.app, body);
  expect([alone.statusCode, alone.json().message]).toEqual([403, m.refundApprovalRequired]);
  const wrong = await table.refund(table.waiter.app, { ...body, approval: { username: table.adminEmail, password: 'no-es-esta' } });
  expect([wrong.statusCode, wrong.json().message]).toEqual([403, m.refundApprovalRefused]);
  expect(await refundedEvents(table.check.id)).toEqual([]);

  const approved = await table.refund(table.waiter.app, { ...body, approval: { username: table.adminEmail, password } });
  expect(approved.statusCode).toBe(200);
  const [made] = approved.json().data.refunds;
  expect(made).toMatchObject({ total: 27333, created_by: table.waiter.user.id, approved_by: table.admin.user.id });
  expect(await refundedEvents(table.check.id)).toHaveLength(1);
});

it('shows the refund’s nota de ajuste on the check once invoicing says so', async () => {
  const table = await paidTable();
  await pay(table);
  const made = (await table.refund(table.admin.app, { lines: [table.line(2, 1)], reason: 'Sopa fría' })).json().data.refunds[0];
  const note = {
    documentId: randomUUID(),
    restaurantId: table.subscription.subscriptionId,
    checkId: table.check.id,
    refundId: made.id,
    kind: 'nota_ajuste',
    status: 'emitido',
    number: 'NA4',
    cude: 'b'.repeat(96),
    qrUrl: `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${'b'.repeat(96)}`,
    resolutionLegend: 'Notas de ajuste NA1 a NA1000',
    problem: null,
    changedAt: new Date().toISOString(),
  };
  const envelope = { id: randomUUID(), type: invoicingPosDocumentUpdated.type, version: 1, occurredAt: note.changedAt };
  await sendRaw({
    namespace,
    topic: invoicingPosDocumentUpdated.topic,
    messages: [
      { key: note.checkId, value: JSON.stringify({ ...envelope, source: 'invoicing', aggregateId: note.checkId, payload: note }) },
    ],
  });
  await eventually(async () => {
    const check = (await table.app.get(`/restaurant/cuentas/${table.check.id}`)).json().data;
    expect(check.refunds[0].electronic_document).toMatchObject({ status: 'emitido', kind: 'nota_ajuste', number: 'NA4' });
    // The sale's own document is another: still pending.
    expect(check.electronic_document).toMatchObject({ status: 'pendiente', number: null });
  });
});
