import type { StaffAction } from '@mb/contracts';

/**
 * The app's screens under /restaurant/panelControl and the action each needs (null: anyone inside): a cook sees the
 * kitchen, a waiter the orders, a cashier the cash register too; the menu, tables, inventory, stats, reports, finances and
 * electronic invoicing are for restaurant admins, and so are the branches (sedes), and so are the API keys and webhooks. Personal is everyone's (their own PIN); admins see more
 * there. The server refuses the rest too.
 */
export const sections = [
  { key: 'home', path: '/panelControl', needs: null },
  { key: 'orders', path: '/panelControl/pedidos', needs: 'take_order' },
  { key: 'kitchen', path: '/panelControl/cocina', needs: 'move_ticket' },
  { key: 'checks', path: '/panelControl/cuentas', needs: null },
  { key: 'caja', path: '/panelControl/caja', needs: 'cash_shift' },
  { key: 'menu', path: '/panelControl/menu', needs: 'manage' },
  { key: 'tables', path: '/panelControl/mesas', needs: 'manage' },
  { key: 'inventory', path: '/panelControl/inventario', needs: 'manage' },
  { key: 'qrMenu', path: '/panelControl/menu-qr', needs: 'take_order' },
  { key: 'staff', path: '/panelControl/personal', needs: null },
  { key: 'stats', path: '/panelControl/estadisticas', needs: 'manage' },
  { key: 'reports', path: '/panelControl/reportes', needs: 'manage' },
  { key: 'branches', path: '/panelControl/sedes', needs: 'manage' },
  { key: 'finance', path: '/panelControl/finanzas', needs: 'manage' },
  { key: 'invoicing', path: '/panelControl/facturacion', needs: 'manage' },
  { key: 'api', path: '/panelControl/api', needs: 'manage' },
] as const satisfies ReadonlyArray<{ key: string; path: string; needs: StaffAction | null }>;

export type SectionKey = (typeof sections)[number]['key'];
