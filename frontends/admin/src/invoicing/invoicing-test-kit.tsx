/** What the issuer administration's tests share (imported by tests only, never bundled). */
import { fireEvent, screen, within } from '@testing-library/react';
import { on, type ToastDetail } from '@mb/ui';
import type { IssuerListItem } from '@mb/contracts';
import { FakeApi, renderAdmin } from '../testing/test-kit.js';
import AdminApp from '../admin-app.js';

export { FakeApi };

/** The setup stages of spec 3 §4, as the list's flags show them. */
export const stages = {
  fresh: {},
  software: { configured: 1 },
  signed: { configured: 1, signature_configured: 1, certificate_expiration_date: '2027/01/01 00:00:00' },
  ready: { configured: 1, signature_configured: 1, certificate_expiration_date: '2027/01/01 00:00:00', resolutions_count: 1 },
  production: {
    configured: 1,
    signature_configured: 1,
    certificate_expiration_date: '2027/01/01 00:00:00',
    resolutions_count: 1,
    type_environment_id: 1,
  },
} as const satisfies Record<string, Partial<IssuerListItem>>;

export function issuer(id: number, overrides: Partial<IssuerListItem> = {}): IssuerListItem {
  return {
    id,
    business_name: `Empresa ${id} S.A.S.`,
    nit: String(900_000_000 + id),
    dv: String(id % 10),
    email: `empresa${id}@example.co`,
    corporate_email: null,
    token: `token${id}`,
    configured: 0,
    signature_configured: 0,
    certificate_expiration_date: null,
    resolutions_count: 0,
    type_environment_id: 2,
    eqdocs_configured: 0,
    eqdocs_type_environment_id: 2,
    restaurant: null,
    ...overrides,
  };
}

export const issuersAnswer = (issuers: IssuerListItem[]) => ({ body: { success: true, data: issuers } });

/** The global toasts raised while a test runs. */
export function recordToasts() {
  const toasts: ToastDetail[] = [];
  const off = on('global-toast', (toast) => toasts.push(toast));
  return { toasts, off, messages: () => toasts.map((toast) => toast.message) };
}

export const openInvoicing = () => renderAdmin(<AdminApp />, { path: '/admin/facturacion' });

/** /admin/facturacion opened on the tab named `tab` (its Spanish label). */
export async function openInvoicingTab(tab: string) {
  const rendered = openInvoicing();
  fireEvent.click(await screen.findByRole('tab', { name: tab }));
  return rendered;
}

/** The issuer selector of the open tab and the names it offers (without its first, empty choice). */
export function issuerSelect() {
  return screen.getByRole('combobox', { name: 'Facturador' }) as HTMLSelectElement;
}
export function offeredIssuers(): string[] {
  return within(issuerSelect())
    .getAllByRole('option')
    .filter((option) => (option as HTMLOptionElement).value !== '')
    .map((option) => option.textContent ?? '');
}
export const optionLabel = (item: IssuerListItem) => `${item.business_name} — NIT ${item.nit}-${item.dv}`;

export const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
