import { staffActions, type StaffAction, type StaffRole } from '@mb/contracts';

const everyone = ['employee', 'waiter', 'cashier', 'cook', 'admin', 'super_admin'] as const;
const administrators = ['admin', 'super_admin'] as const;

/**
 * Who may do what inside the restaurant (issue 36 item 5). A cook moves tickets in the kitchen and nothing else; a
 * waiter takes orders and serves the floor but neither cancels, adjusts nor charges; a cashier charges, adjusts (with an
 * administrator's approval) and keeps the cash shift. An employee (spec 2's only staff role) keeps what it always could:
 * everything but managing the restaurant. Administrators and the owner may do everything.
 */
const rolesFor: Record<StaffAction, readonly StaffRole[]> = {
  take_order: ['employee', 'waiter', 'cashier', ...administrators],
  move_ticket: everyone,
  cancel_ticket: ['employee', ...administrators],
  serve_floor: ['employee', 'waiter', 'cashier', ...administrators],
  charge: ['employee', 'cashier', ...administrators],
  adjust: ['employee', 'cashier', ...administrators],
  cash_shift: ['employee', 'cashier', ...administrators],
  manage: administrators,
};

/** Whether that role may take that action. */
export const may = (role: StaffRole, action: StaffAction): boolean => rolesFor[action].includes(role);

/** Every action the role allows, for the screens to offer only those. */
export const permissionsOf = (role: StaffRole): StaffAction[] => staffActions.filter((action) => may(role, action));
