import type { WindowEvents } from '@mb/ui';

/** The browser routes (deep links work) and the window events of the specs that open them. */
export const paths = {
  home: '/',
  store: '/tienda',
  product: (slug: string) => `/tienda/${encodeURIComponent(slug)}`,
  landing: (slug: string) => `/soluciones/${encodeURIComponent(slug)}`,
  account: '/cuenta',
  admin: '/admin',
  adminStore: '/admin/tienda',
  adminPayments: '/admin/pagos',
  adminInvoicing: '/admin/facturacion',
  adminInvoiceTemplates: '/admin/facturacion/plantillas',
  adminAnalytics: '/admin/analitica',
  adminAudit: '/admin/auditoria',
  adminOperations: '/admin/operacion',
  adminInvoices: '/admin/facturacion/facturas',
  restaurant: '/restaurant/panelControl',
} as const;

type NavigationEvent = {
  [K in keyof WindowEvents]: WindowEvents[K] extends void ? K : WindowEvents[K] extends { slug: string } ? K : never;
}[keyof WindowEvents];

export const eventPaths: Partial<Record<NavigationEvent, (detail: { slug?: string } | undefined) => string>> = {
  'open-home': () => paths.home,
  'open-store': () => paths.store,
  'open-memberships': () => paths.account,
  'open-admin-dashboard': () => paths.admin,
  'open-admin-store': () => paths.adminStore,
  'open-admin-payments': () => paths.adminPayments,
  'open-factura-electronica': () => paths.adminInvoicing,
  'open-fe-control-panel': () => paths.adminInvoiceTemplates,
  'open-admin-analytics': () => paths.adminAnalytics,
  'open-admin-audit': () => paths.adminAudit,
  'open-admin-operations': () => paths.adminOperations,
  'open-admin-invoices': () => paths.adminInvoices,
  'open-product-page': (detail) => paths.product(detail?.slug ?? ''),
  'open-seo-page': (detail) => paths.landing(detail?.slug ?? ''),
};

/** A payment return lands anywhere with `?id=` or `?reference=`: it belongs to the store. */
export function storeRedirect(pathname: string, search: string): string | undefined {
  if (pathname.startsWith(paths.store)) return undefined;
  const query = new URLSearchParams(search);
  return query.has('id') || query.has('reference') ? `${paths.store}${search}` : undefined;
}
