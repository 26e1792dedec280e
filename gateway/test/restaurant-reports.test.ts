import ExcelJS from 'exceljs';
import { restaurantAppMessages } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { card, charge, diningRoom } from '../../services/restaurant/test/dining-room.js';
import { restaurantBehindGateway } from './restaurant-behind-gateway.js';

// Issue 37 item 5 through the gateway as the browser calls it: the sales report and its files, relayed as the
// restaurant service writes them.
const namespace = testNamespace();
const stack = restaurantBehindGateway(namespace);
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

it('relays the report, its XLSX as the file the service wrote, and the service’s refusals', async () => {
  const room = await diningRoom(stack.restaurant(), namespace);
  const check = await room.checkOf((await room.round([[room.menu.limonada, 2]])).id);
  expect((await charge(room.waiter.app, check.id, { payments: [card(19998)] })).statusCode).toBe(200);

  const report = await stack.call(room.session, 'GET', `/restaurant/reportes/ventas?day=${today}`);
  expect(report).toMatchObject({ status: 200, body: { data: { summary: { sales: 19998, checks: 1 } } } });

  const file = await fetch(`${stack.base()}/restaurant/reportes/ventas.xlsx?day=${today}`, {
    headers: { authorization: `Bearer ${room.session}` },
  });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(file.headers.get('content-disposition')).toBe(`attachment; filename="reporte-ventas-${today}-a-${today}.xlsx"`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  expect(workbook.getWorksheet('Medios de pago')!.getRow(2).values).toEqual([undefined, 'Tarjeta', 1, 19998]);

  const employee = await stack.call(room.waiter.session, 'GET', `/restaurant/reportes/ventas.csv?day=${today}`);
  expect(employee).toMatchObject({ status: 403, body: { message: restaurantAppMessages.adminOnly } });
  const estandar = await diningRoom(stack.restaurant(), namespace, 'estandar');
  const month = await stack.call(estandar.session, 'GET', `/restaurant/reportes/ventas?from=2026-01-01&to=2026-01-31`);
  expect(month).toMatchObject({ status: 403, body: { feature: 'analisis_intermedio', required_plan: 'pro' } });
});
