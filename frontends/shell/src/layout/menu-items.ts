import type { WindowEvents } from '@mb/ui';

export interface MenuItem {
  /** i18n key in the `shell` namespace */
  label: string;
  event?: keyof WindowEvents;
  logout?: boolean;
}

/** Spec 1 §2 "Header": the admin menu (Admin, SuperAdmin) and the client menu 'Mi Cuenta'. */
export const adminMenu: MenuItem[] = [
  { label: 'adminMenu.store', event: 'open-admin-store' },
  { label: 'adminMenu.payments', event: 'open-admin-payments' },
  { label: 'adminMenu.invoicing', event: 'open-factura-electronica' },
  { label: 'adminMenu.invoicingPanel', event: 'open-fe-control-panel' },
  { label: 'adminMenu.analytics', event: 'open-admin-analytics' },
  { label: 'adminMenu.admin', event: 'open-admin-dashboard' },
  { label: 'adminMenu.logout', logout: true },
];

export const clientMenu: MenuItem[] = [
  { label: 'clientMenu.apps', event: 'open-memberships' },
  { label: 'clientMenu.logout', logout: true },
];

/** The mobile menu (≤ 900 px) has its own wording per role. */
export const mobileMenus: Record<'anonymous' | 'client' | 'admin', MenuItem[]> = {
  anonymous: [
    { label: 'mobileMenu.login', event: 'open-login-modal' },
    { label: 'mobileMenu.register', event: 'open-register-modal' },
  ],
  client: [
    { label: 'mobileMenu.apps', event: 'open-memberships' },
    { label: 'mobileMenu.logout', logout: true },
  ],
  admin: [
    { label: 'mobileMenu.admin', event: 'open-admin-dashboard' },
    { label: 'mobileMenu.store', event: 'open-admin-store' },
    { label: 'mobileMenu.payments', event: 'open-admin-payments' },
    { label: 'mobileMenu.invoicing', event: 'open-factura-electronica' },
    { label: 'mobileMenu.invoicingPanel', event: 'open-fe-control-panel' },
    { label: 'mobileMenu.analytics', event: 'open-admin-analytics' },
    { label: 'mobileMenu.logout', logout: true },
  ],
};
