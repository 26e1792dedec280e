import ExcelJS from 'exceljs';
import { restaurantAppMessages } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { diningRoom } from '../../services/restaurant/test/dining-room.js';
import { restaurantBehindGateway } from './restaurant-behind-gateway.js';

// Issue 37 item 2 through the gateway as the browser calls it: an expense, the income statement and its XLSX, relayed
// as the restaurant service writes them, and the service's refusals.
const namespace = testNamespace();
const stack = restaurantBehindGateway(namespace);
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

it('relays expenses, the income statement and its XLSX, and refuses employees and lower plans', async () => {
  const room = await diningRoom(stack.restaurant(), namespace, 'gold');
  const rent = { category: 'arriendo', description: 'Arriendo', amount: 400000, paid_from: 'otro' };
  expect(await stack.call(room.session, 'POST', '/restaurant/finanzas/gastos', rent)).toMatchObject({ status: 200 });
  const statement = await stack.call(room.session, 'GET', `/restaurant/finanzas/estado-resultados?day=${today}`);
  expect(statement).toMatchObject({ status: 200, body: { data: { expenses: 400000, result: -400000 } } });

  const file = await fetch(`${stack.base()}/restaurant/finanzas/estado-resultados.xlsx?day=${today}`, {
    headers: { authorization: `Bearer ${room.session}` },
  });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toBe(`attachment; filename="estado-resultados-${today}-a-${today}.xlsx"`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  expect(workbook.getWorksheet('Gastos por categoría')!.getRow(2).values).toEqual([undefined, 'Arriendo', 1, 400000]);

  const employee = await stack.call(room.waiter.session, 'GET', `/restaurant/finanzas/gastos.csv?day=${today}`);
  expect(employee).toMatchObject({ status: 403, body: { message: restaurantAppMessages.adminOnly } });
  const pro = await diningRoom(stack.restaurant(), namespace, 'pro');
  const locked = await stack.call(pro.session, 'GET', `/restaurant/finanzas/estado-resultados?day=${today}`);
  expect(locked).toMatchObject({ status: 403, body: { feature: 'sistema_gestion_financiera', required_plan: 'gold' } });
});
