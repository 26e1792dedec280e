/** @jest-environment jsdom */
import { expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { FakeApi, adminUser, renderAdmin } from './testing/test-kit.js';
import AdminApp from './admin-app.js';

it.each([
  ['a client', { ...adminUser, role: 'Client' as const }],
  ['a visitor', null],
])('turns %s away from every admin screen before calling the server', async (_who, user) => {
  for (const path of ['/admin', '/admin/pagos', '/admin/facturacion', '/admin/facturacion/plantillas', '/admin/auditoria']) {
    const api = new FakeApi();
    const { unmount } = renderAdmin(<AdminApp />, { path, user });
    expect(await screen.findByText('Acceso Denegado')).toBeTruthy();
    expect(screen.getByText('No tienes permisos para acceder a esta página.')).toBeTruthy();
    expect(api.calls).toEqual([]);
    unmount();
  }
});
