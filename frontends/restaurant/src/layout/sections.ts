/**
 * The app's screens under /restaurant/panelControl and who sees them: employees take and move orders only; the
 * menu, tables, staff, stats and electronic invoicing are for restaurant admins (the server refuses their writes to anyone else too).
 */
export const sections = [
  { key: 'home', path: '/panelControl', adminOnly: false },
  { key: 'orders', path: '/panelControl/pedidos', adminOnly: false },
  { key: 'kitchen', path: '/panelControl/cocina', adminOnly: false },
  { key: 'checks', path: '/panelControl/cuentas', adminOnly: false },
  { key: 'caja', path: '/panelControl/caja', adminOnly: false },
  { key: 'menu', path: '/panelControl/menu', adminOnly: true },
  { key: 'tables', path: '/panelControl/mesas', adminOnly: true },
  { key: 'staff', path: '/panelControl/personal', adminOnly: true },
  { key: 'stats', path: '/panelControl/estadisticas', adminOnly: true },
  { key: 'invoicing', path: '/panelControl/facturacion', adminOnly: true },
] as const;

export type SectionKey = (typeof sections)[number]['key'];
