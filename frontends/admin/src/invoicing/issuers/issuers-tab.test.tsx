/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { on, type WindowEventName } from '@mb/ui';
import { invoicingAdminMessages as texts, issuerUnknownToApidianCode, type IssuerDetail } from '@mb/contracts';
import { FakeApi, change, issuer, issuersAnswer, openInvoicing, openInvoicingTab, recordToasts, stages } from '../invoicing-test-kit.js';

let api: FakeApi;
let toasts: ReturnType<typeof recordToasts>;

beforeEach(() => {
  api = new FakeApi();
  toasts = recordToasts();
});
afterEach(() => toasts.off());

const openList = () => openInvoicingTab('Creación de Facturadores');
const bodyRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('Creación de Facturadores', () => {
  it('shows each issuer with its setup state, hides the platform company and pages by 10', async () => {
    const issuers = [
      issuer(1, { business_name: 'Plataforma' }),
      issuer(2, { business_name: 'admin' }),
      ...Array.from({ length: 12 }, (_, index) => issuer(index + 3)),
    ];
    issuers[2] = issuer(3, { ...stages.production, resolutions_count: 2 });
    api.on('GET /api/facturacion/facturadores', issuersAnswer(issuers));
    await openList();

    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Facturación electrónica');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Habilitación guiada',
      'Creación de Facturadores',
      'Configuración del Software',
      'Configuración de Firma Digital',
      'Configuración Resolución',
      'Enviar set de pruebas',
      'Consultas de Estado',
      'Pasar a producción',
      'Documentos POS de restaurantes',
    ]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'Razón Social',
      'NIT',
      'DV',
      'Token',
      'Software',
      'Firma',
      'Resoluciones',
      'Ambiente',
      'Restaurante',
      'Acciones',
    ]);
    // Id 1 and business name 'admin' are the platform's own company: 12 issuers left, 10 on the first page.
    expect(bodyRows()).toHaveLength(10);
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Empresa 3 S.A.S.', '900000003', '3', 'token3', 'Sí', 'Sí', '2', 'Producción (1)', '—', 'EditarEliminar']);
    expect(
      within(bodyRows()[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(5, 9),
    ).toEqual(['No', 'No', '0', 'Pruebas (2)']);

    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(firstCells()).toEqual(['Empresa 13 S.A.S.', 'Empresa 14 S.A.S.']);
    expect(screen.queryByText('Plataforma')).toBeNull();
    expect(screen.queryByText('admin')).toBeNull();
  });

  it('searches NIT, business name, corporate e-mail and e-mail, back on the first page', async () => {
    api.on(
      'GET /api/facturacion/facturadores',
      issuersAnswer([
        ...Array.from({ length: 11 }, (_, index) => issuer(index + 2)),
        issuer(20, { business_name: 'Café La Esquina', nit: '811222333' }),
        issuer(21, { corporate_email: 'facturas@panaderia.co' }),
        issuer(22, { email: 'contabilidad@ferreteria.co' }),
      ]),
    );
    await openList();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));

    const search = screen.getByRole('searchbox', { name: 'Buscar facturadores' });
    change(search, '811222');
    expect(firstCells()).toEqual(['Café La Esquina']);
    change(search, 'la esquina');
    expect(firstCells()).toEqual(['Café La Esquina']);
    change(search, 'PANADERIA');
    expect(firstCells()).toEqual(['Empresa 21 S.A.S.']);
    change(search, 'contabilidad@');
    expect(firstCells()).toEqual(['Empresa 22 S.A.S.']);
    change(search, 'nadie');
    expect(screen.getByText('Ningún facturador coincide con la búsqueda')).toBeTruthy();
    change(search, '');
    expect(bodyRows()).toHaveLength(10);
  });

  it("creates an issuer through APIDIAN, leaving the mail fields out while the API's configuration is used", async () => {
    api.on('GET /api/facturacion/facturadores', issuersAnswer([]), issuersAnswer([issuer(5)])).on('POST /api/ubl2.1/config/900123456/7', {
      body: { success: true, message: 'Empresa creada/actualizada con éxito', token: 'abc123' },
    });
    await openList();
    await screen.findByText('No hay facturadores');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Nuevo Facturador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar Nuevo Facturador' });

    const mailDefault = within(dialog).getByRole('checkbox', {
      name: 'Usar la configuración de correo por defecto de la API',
    }) as HTMLInputElement;
    expect(mailDefault.checked).toBe(true);
    // Disabled through their fieldset.
    expect(within(dialog).getByLabelText('Servidor SMTP').matches(':disabled')).toBe(true);
    expect(within(dialog).getByLabelText('Contraseña de correo').matches(':disabled')).toBe(true);
    expect((within(dialog).getByLabelText('Servidor SMTP') as HTMLInputElement).value).toBe('smtp.hostinger.com');
    expect((within(dialog).getByLabelText('Puerto') as HTMLInputElement).value).toBe('465');
    expect(within(dialog).getByRole('combobox', { name: 'Cifrado' }).textContent).toBe('tlssslnone');

    change(within(dialog).getByLabelText(/^NIT/), '900123456');
    change(within(dialog).getByLabelText(/^DV/), '7');
    change(within(dialog).getByLabelText(/^Razón Social/), ' Acme S.A.S. ');
    change(within(dialog).getByLabelText(/^Correo electrónico/), 'acme@example.co');
    change(within(dialog).getByLabelText(/^Teléfono/), '6041234567');
    change(within(dialog).getByLabelText(/^Dirección/), 'Calle 10 # 20-30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear facturador' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/ubl2.1/config/900123456/7').map((call) => call.body)).toEqual([
      {
        type_document_identification_id: 6,
        type_organization_id: 1,
        type_regime_id: 1,
        type_liability_id: 14,
        municipality_id: 1,
        business_name: 'Acme S.A.S.',
        address: 'Calle 10 # 20-30',
        phone: '6041234567',
        email: 'acme@example.co',
      },
    ]);
    expect(toasts.toasts).toEqual([{ type: 'success', message: 'Facturador creado exitosamente', durationMs: 10000, group: 'invoicing' }]);
    // The list is read again.
    expect(await screen.findByText('Empresa 5 S.A.S.')).toBeTruthy();
  });

  it('sends the mail configuration when the default one is unchecked, and refuses a missing NIT or DV', async () => {
    api.on('GET /api/facturacion/facturadores', issuersAnswer([])).on('POST /api/ubl2.1/config/900123456/7', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { dv: ['Error, el digito de verificacion no es valido para este NIT.'] } },
    });
    await openList();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Nuevo Facturador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar Nuevo Facturador' });

    change(within(dialog).getByLabelText(/^Razón Social/), 'Acme S.A.S.');
    change(within(dialog).getByLabelText(/^Correo electrónico/), 'acme@example.co');
    change(within(dialog).getByLabelText(/^Teléfono/), '6041234567');
    change(within(dialog).getByLabelText(/^Dirección/), 'Calle 10 # 20-30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear facturador' }));
    await waitFor(() => expect(within(dialog).getAllByText('NIT y DV son requeridos')).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    change(within(dialog).getByLabelText(/^NIT/), '900123456');
    change(within(dialog).getByLabelText(/^DV/), '7');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Usar la configuración de correo por defecto de la API' }));
    expect(within(dialog).getByLabelText('Servidor SMTP').matches(':disabled')).toBe(false);
    change(within(dialog).getByLabelText('Usuario de correo'), 'facturas@acme.co');
    change(within(dialog).getByLabelText('Contraseña de correo'), 'secreto');
    change(within(dialog).getByRole('combobox', { name: 'Cifrado' }), 'ssl');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear facturador' }));

    // APIDIAN's message is shown; the dialog stays open to correct the data.
    await waitFor(() =>
      expect(toasts.messages()).toEqual(['APIDIAN rechazó los datos: DV: Error, el digito de verificacion no es valido para este NIT.']),
    );
    expect(screen.getByRole('dialog', { name: 'Agregar Nuevo Facturador' })).toBeTruthy();
    expect(api.callsTo('POST /api/ubl2.1/config/900123456/7')[0]!.body).toMatchObject({
      mail_host: 'smtp.hostinger.com',
      mail_port: 465,
      mail_username: 'facturas@acme.co',
      mail_password: 'secreto',
      mail_encryption: 'ssl',
    });
  });

  it('edits an issuer from its stored details, sending nit and dv as well', async () => {
    const stored: IssuerDetail = {
      ...issuer(5, stages.ready),
      type_document_identification_id: 6,
      type_organization_id: 2,
      type_regime_id: 2,
      type_liability_id: 14,
      municipality_id: 149,
      merchant_registration: '0000000-00',
      address: 'Calle 1',
      phone: '3001234567',
      mail_host: null,
      mail_port: null,
      mail_username: null,
      mail_encryption: null,
    };
    api
      .on('GET /api/facturacion/facturadores', issuersAnswer([issuer(5, stages.ready)]))
      .on('GET /api/facturacion/facturadores/5', { status: 500, body: { success: false } }, { body: { success: true, data: stored } })
      .on('PUT /api/facturacion/facturadores/5', { body: { success: true, message: 'ok', data: stored } });
    await openList();

    fireEvent.click(await screen.findByRole('button', { name: 'Editar Empresa 5 S.A.S.' }));
    await waitFor(() => expect(toasts.messages()).toEqual(['Error obteniendo facturador']));
    fireEvent.click(screen.getByRole('button', { name: 'Editar Empresa 5 S.A.S.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Facturador' });
    expect((within(dialog).getByLabelText(/^NIT/) as HTMLInputElement).readOnly).toBe(true);
    expect((within(dialog).getByLabelText(/^Registro Mercantil/) as HTMLInputElement).value).toBe('0000000-00');
    change(within(dialog).getByLabelText(/^Dirección/), 'Carrera 43A # 1-50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT /api/facturacion/facturadores/5').map((call) => call.body)).toEqual([
      {
        type_document_identification_id: 6,
        type_organization_id: 2,
        type_regime_id: 2,
        type_liability_id: 14,
        municipality_id: 149,
        business_name: 'Empresa 5 S.A.S.',
        merchant_registration: '0000000-00',
        address: 'Carrera 43A # 1-50',
        phone: '3001234567',
        email: 'empresa5@example.co',
        nit: '900000005',
        dv: '5',
      },
    ]);
    expect(toasts.toasts.at(-1)).toEqual({ type: 'success', message: 'Facturador actualizado', durationMs: 10000, group: 'invoicing' });
  });

  it("deletes after confirming 'Esta acción eliminará usuario y compañía'", async () => {
    api
      .on('GET /api/facturacion/facturadores', issuersAnswer([issuer(5), issuer(6)]), issuersAnswer([issuer(6)]))
      .on(
        'DELETE /api/facturacion/facturadores/5',
        { status: 502, body: { success: false } },
        { body: { success: true, message: 'Empresa eliminada con exito.' } },
      );
    await openList();

    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Empresa 5 S.A.S.' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar Empresa 5 S.A.S.' });
    expect(within(dialog).getByText('Esta acción eliminará usuario y compañía')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /api/facturacion/facturadores/5')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Empresa 5 S.A.S.' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar Empresa 5 S.A.S.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(toasts.messages()).toEqual(['Error eliminando']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts.toasts.at(-1)).toEqual({ type: 'success', message: 'Facturador eliminado', durationMs: 10000, group: 'invoicing' });
    await waitFor(() => expect(screen.queryByText('Empresa 5 S.A.S.')).toBeNull());
  });

  it('says APIDIAN no longer knows an issuer and, confirmed, removes it from the list only', async () => {
    api
      .on('GET /api/facturacion/facturadores', issuersAnswer([issuer(5), issuer(6)]), issuersAnswer([issuer(6)]))
      .on('DELETE /api/facturacion/facturadores/5', (call) =>
        call.query.get('forget') === 'true'
          ? { body: { success: true, message: 'Facturador eliminado' } }
          : { status: 409, body: { success: false, message: texts.issuerUnknownToApidian, code: issuerUnknownToApidianCode } },
      );
    await openList();

    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Empresa 5 S.A.S.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar Empresa 5 S.A.S.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText(/APIDIAN ya no conoce este facturador/)).toBeTruthy();
    expect(toasts.messages()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar de la lista' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /api/facturacion/facturadores/5').map((call) => call.query.get('forget'))).toEqual([null, 'true']);
    expect(toasts.toasts.at(-1)).toEqual({ type: 'success', message: 'Facturador eliminado', durationMs: 10000, group: 'invoicing' });
    await waitFor(() => expect(screen.queryByText('Empresa 5 S.A.S.')).toBeNull());
  });

  it("says 'Error cargando facturadores' or the server's message, and retries", async () => {
    api.on('GET /api/facturacion/facturadores', { status: 500, body: { success: false } }, issuersAnswer([issuer(5)]));
    await openList();
    expect((await screen.findByRole('alert')).textContent).toContain('Error cargando facturadores');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Empresa 5 S.A.S.')).toBeTruthy();
  });

  it("shows 'Acceso Denegado' to a non-administrator", async () => {
    api.on('GET /api/facturacion/facturadores', {
      status: 403,
      body: { success: false, message: 'No tienes permisos para acceder a esta página.' },
    });
    openInvoicing();
    const denied = await screen.findByRole('alert');
    expect(within(denied).getByText('Acceso Denegado')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("'Volver' goes back to the admin dashboard", async () => {
    const events: WindowEventName[] = [];
    const off = on('open-admin-dashboard', () => events.push('open-admin-dashboard'));
    api.on('GET /api/facturacion/facturadores', issuersAnswer([]));
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(events).toEqual(['open-admin-dashboard']);
    off();
  });
});
