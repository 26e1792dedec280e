import { staffActions, staffRoles } from '@mb/contracts';
import { may, permissionsOf } from './permissions.js';

it('lets a cook move tickets only', () => {
  expect(permissionsOf('cook')).toEqual(['move_ticket']);
});

it('lets a waiter take orders and serve the floor, but not cancel, adjust, charge or keep the cash', () => {
  expect(permissionsOf('waiter')).toEqual(['take_order', 'move_ticket', 'serve_floor']);
});

it('lets a cashier charge, adjust and keep the cash shift, but not cancel tickets or manage', () => {
  expect(permissionsOf('cashier')).toEqual(['take_order', 'move_ticket', 'serve_floor', 'charge', 'adjust', 'cash_shift']);
});

it('keeps the employee of spec 2 as it was: everything but managing the restaurant', () => {
  expect(permissionsOf('employee')).toEqual(staffActions.filter((action) => action !== 'manage'));
});

it('lets administrators and the owner do everything, and only they manage', () => {
  expect(permissionsOf('admin')).toEqual([...staffActions]);
  expect(permissionsOf('super_admin')).toEqual([...staffActions]);
  expect(staffRoles.filter((role) => may(role, 'manage'))).toEqual(['admin', 'super_admin']);
});
