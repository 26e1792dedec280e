import type { InvoicingCodes } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { startInvoicing, type TestInvoicing } from './helpers.js';

let invoicing: TestInvoicing;

beforeAll(async () => {
  invoicing = await startInvoicing(testNamespace());
});
afterAll(async () => {
  await invoicing.close();
});

const codes = async () => {
  const response = await invoicing.customer().call('GET', '/codes');
  expect(response.statusCode).toBe(200);
  const body = response.json() as { success: true; data: InvoicingCodes };
  expect(body.success).toBe(true);
  return body.data;
};

it('lists the document types and regimes of the DIAN, with APIDIAN ids and DIAN codes', async () => {
  const { type_document_identifications, type_regimes } = await codes();
  expect(type_document_identifications).toHaveLength(12);
  expect(type_document_identifications).toContainEqual({ id: 3, code: '13', name: 'Cédula de ciudadanía' });
  expect(type_document_identifications).toContainEqual({ id: 6, code: '31', name: 'NIT' });
  // Not in APIDIAN's CSV but inserted by its migrations, so payloads may use them.
  expect(type_document_identifications.map((item) => [item.id, item.code])).toEqual(
    expect.arrayContaining([
      [11, '47'],
      [12, '48'],
    ]),
  );
  expect(type_regimes).toEqual([
    { id: 1, code: '48', name: 'Responsable de IVA' },
    { id: 2, code: '49', name: 'No Responsable de IVA' },
  ]);
});

it('lists every municipality of Colombia once, with its DANE code and department, in Spanish alphabetical order', async () => {
  const { municipalities } = await codes();
  expect(municipalities).toHaveLength(1122);
  expect(municipalities).toContainEqual({ id: 149, code: '11001', name: 'Bogotá, D.c.', department: 'Bogotá' });
  expect(municipalities).toContainEqual({ id: 1, code: '05001', name: 'Medellín', department: 'Antioquia' });
  expect(municipalities).toContainEqual({ id: 1006, code: '76001', name: 'Cali', department: 'Valle del Cauca' });
  expect(new Set(municipalities.map((m) => m.code)).size).toBe(1122);
  expect(municipalities.every((m) => /^\d{5}$/.test(m.code) && m.name === m.name.trim())).toBe(true);

  const names = municipalities.map((m) => m.name);
  // Accented initials sort with their letter, not after Z.
  expect(names.indexOf('Ábrego')).toBeLessThan(names.indexOf('Bogotá, D.c.'));
  expect(names.at(-1)!.startsWith('Z')).toBe(true);
});

it('keeps the other DIAN lists the issuers will need', async () => {
  const count = async (table: string) => (await invoicing.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
  expect(await count('departments')).toBe(33);
  expect(await count('type_organizations')).toBe(2);
  expect(await count('type_liabilities')).toBe(5);
  expect(await count('payment_forms')).toBe(2);
  expect(await count('payment_methods')).toBe(75);
  expect(await count('taxes')).toBe(15);
  expect(await count('unit_measures')).toBe(1093);
  const { rows } = await invoicing.db.query('SELECT name, code FROM type_liabilities WHERE id = 14');
  expect(rows).toEqual([{ name: 'Agente de retención en el impuesto sobre las ventas', code: 'O-23' }]);
});

it('answers only with a session', async () => {
  const anonymous = await invoicing.app.inject({ method: 'GET', url: '/codes' });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toMatchObject({ success: false, message: expect.any(String) });
});

it('offers a code list changed by a migration on the next call, without a restart (a rolling deploy migrates first)', async () => {
  const before = await codes();
  expect(before.type_regimes).toHaveLength(2);
  const pool = invoicing.db;
  await pool.query("INSERT INTO type_regimes (id, code, name) VALUES (3, '47', 'Régimen de prueba')");
  // Until a migration is recorded, the process keeps the lists it read.
  expect((await codes()).type_regimes).toHaveLength(2);
  await pool.query("INSERT INTO schemaversion (version, name, md5, run_at) VALUES (9999, 'code-list-change', 'x', now())");
  try {
    expect((await codes()).type_regimes).toContainEqual({ id: 3, code: '47', name: 'Régimen de prueba' });
  } finally {
    await pool.query('DELETE FROM type_regimes WHERE id = 3');
    await pool.query('DELETE FROM schemaversion WHERE version = 9999');
  }
});
