/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, on, type ToastDetail } from '@mb/ui';
import type { InvoicingCodes, InvoicingProfile } from '@mb/contracts';
import { FakeApi, clientUser, renderAccount } from '../testing/test-kit.js';
import InvoicingProfileModal from './invoicing-profile-modal.js';

const codes: InvoicingCodes = {
  type_document_identifications: [
    { id: 3, code: '13', name: 'Cédula de ciudadanía' },
    { id: 6, code: '31', name: 'NIT' },
  ],
  type_regimes: [
    { id: 1, code: '48', name: 'Responsable de IVA' },
    { id: 2, code: '49', name: 'No Responsable de IVA' },
  ],
  municipalities: [
    { id: 149, code: '11001', name: 'Bogotá, D.c.', department: 'Bogotá' },
    { id: 1, code: '05001', name: 'Medellín', department: 'Antioquia' },
    { id: 700, code: '25483', name: 'Nariño', department: 'Cundinamarca' },
    { id: 64, code: '05483', name: 'Nariño', department: 'Antioquia' },
  ],
  countries: [
    { id: 46, code: 'CO', name: 'Colombia' },
    { id: 64, code: 'ES', name: 'España' },
    { id: 65, code: 'US', name: 'Estados Unidos' },
  ],
};
const saved: InvoicingProfile = {
  person_type: 'JURIDICA',
  type_document_identification_id: 6,
  type_regime_id: 1,
  municipality_id: 1,
  address: 'Carrera 43A # 1-50',
  identification_number: '900123456-8',
  business_name: 'Andina S.A.S.',
  country_id: null,
  city_name: null,
  state_name: null,
  updated_at: '2025-05-01T10:00:00.000Z',
};

let api: FakeApi;
let toasts: ToastDetail[];
let retries: number;
let offs: (() => void)[];

beforeEach(() => {
  api = new FakeApi()
    .on('GET /mb/codes', { body: { success: true, data: codes } })
    .on('GET /mb/fe/profile', { body: { success: true, profile: null } })
    .on('GET /mb/fe/check', { body: { success: true, ready: true, missing: [] } })
    .on('PUT /mb/fe/profile', ({ body }) => ({
      body: { success: true, message: 'ok', profile: { ...(body as object), updated_at: saved.updated_at } },
    }));
  toasts = [];
  retries = 0;
  offs = [on('global-toast', (toast) => toasts.push(toast)), on('retry-buy-now', () => (retries += 1))];
});
afterEach(async () => {
  offs.forEach((off) => off());
  await act(() => i18n.changeLanguage('es'));
});

async function open(props: { afterSave?: 'retry-buy-now' } = {}) {
  const onClosed = jest.fn();
  renderAccount(<InvoicingProfileModal {...props} onClosed={onClosed} />);
  const dialog = await screen.findByRole('dialog', { name: 'Perfil de Facturación Electrónica' });
  await within(dialog).findByRole('button', { name: 'Guardar' });
  return { dialog, onClosed };
}

const select = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLSelectElement;
const municipalityInput = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Municipio' }) as HTMLInputElement;
/**
 * The municipality list. jsdom lays nothing out, so Mantine takes the search box for detached and keeps its list
 * `display: none`: it is found among hidden elements.
 */
const municipalityList = () => screen.findByRole('listbox', { hidden: true });

/** Types in the municipality search and returns the options its list offers. */
async function searchMunicipality(dialog: HTMLElement, text: string) {
  const input = municipalityInput(dialog);
  // Focused for real: Mantine takes a change to an input without focus for autofill, not typing.
  act(() => input.focus());
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: text } });
  return within(await municipalityList())
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
}

describe('invoicing profile modal', () => {
  it('shows a loader, then the lists with the saved profile filled in', async () => {
    api.on('GET /mb/fe/profile', { body: { success: true, profile: saved } });
    renderAccount(<InvoicingProfileModal />);
    expect(await screen.findByLabelText('Cargando…')).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Perfil de Facturación Electrónica' });
    await within(dialog).findByRole('button', { name: 'Guardar' });
    expect(select(dialog, 'Tipo de persona').value).toBe('JURIDICA');
    expect(
      within(select(dialog, 'Tipo de persona'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecciona…', 'Natural', 'Jurídica']);
    expect(select(dialog, 'Tipo de documento').value).toBe('6');
    expect(
      within(select(dialog, 'Tipo de documento'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecciona…', 'Cédula de ciudadanía', 'NIT']);
    expect(select(dialog, 'Régimen').value).toBe('1');
    expect(municipalityInput(dialog).value).toBe('Medellín · Antioquia (05001)');
    expect((within(dialog).getByLabelText('Dirección') as HTMLInputElement).value).toBe('Carrera 43A # 1-50');
    expect((within(dialog).getByLabelText('Número de documento') as HTMLInputElement).value).toBe('900123456-8');
    expect(within(dialog).getByText('NIT con su dígito de verificación después de un guion, por ejemplo 900123456-8.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Razón social') as HTMLInputElement).value).toBe('Andina S.A.S.');
  });

  it("starts a new profile's document number from the account's legal id, so it is checked before paying", async () => {
    renderAccount(<InvoicingProfileModal />, { user: { ...clientUser, legal_id: '1020304050' } });
    const dialog = await screen.findByRole('dialog', { name: 'Perfil de Facturación Electrónica' });
    await within(dialog).findByRole('button', { name: 'Guardar' });
    expect((within(dialog).getByLabelText('Número de documento') as HTMLInputElement).value).toBe('1020304050');
  });

  it("a company writes its NIT and business name; a wrong check digit is the server's refusal, shown in the dialog", async () => {
    api.on('PUT /mb/fe/profile', {
      status: 400,
      body: { success: false, message: 'El dígito de verificación 1 no corresponde al NIT 900123456' },
    });
    const { dialog } = await open();
    expect(within(dialog).queryByLabelText('Razón social')).toBeNull();
    fireEvent.change(select(dialog, 'Tipo de persona'), { target: { value: 'JURIDICA' } });
    fireEvent.change(select(dialog, 'Tipo de documento'), { target: { value: '6' } });
    fireEvent.change(within(dialog).getByLabelText('Número de documento'), { target: { value: ' 900123456-1 ' } });
    fireEvent.change(within(dialog).getByLabelText('Razón social'), { target: { value: 'Andina S.A.S.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('El dígito de verificación 1 no corresponde al NIT 900123456');
    expect(api.callsTo('PUT /mb/fe/profile')[0]!.body).toMatchObject({
      person_type: 'JURIDICA',
      identification_number: '900123456-1',
      business_name: 'Andina S.A.S.',
    });
  });

  it('the consumidor final ticks one box: a cédula-type 222222222222, and no regime, place or address to fill in', async () => {
    const { dialog } = await open();
    fireEvent.click(within(dialog).getByLabelText('Compro como consumidor final'));
    expect(within(dialog).queryByLabelText('Régimen')).toBeNull();
    expect(within(dialog).queryByLabelText('Dirección')).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Municipio' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('PUT /mb/fe/profile')).toHaveLength(1));
    expect(api.callsTo('PUT /mb/fe/profile')[0]!.body).toMatchObject({
      person_type: 'NATURAL',
      type_document_identification_id: 3,
      identification_number: '222222222222',
    });
  });

  it('an account signed up as 222222222222 starts as the consumidor final, ready to save', async () => {
    renderAccount(<InvoicingProfileModal />, { user: { ...clientUser, legal_id: '222222222222' } });
    const dialog = await screen.findByRole('dialog', { name: 'Perfil de Facturación Electrónica' });
    await within(dialog).findByRole('button', { name: 'Guardar' });
    expect((within(dialog).getByLabelText('Compro como consumidor final') as HTMLInputElement).checked).toBe(true);
    expect(select(dialog, 'Tipo de persona').value).toBe('NATURAL');
    expect(select(dialog, 'Tipo de documento').value).toBe('3');
  });

  it('a buyer abroad picks a country and writes city, region and address instead of a Colombian municipality', async () => {
    const { dialog } = await open();
    expect(within(select(dialog, 'País de residencia')).getAllByRole('option')[0]!.textContent).toBe('Colombia');
    fireEvent.change(select(dialog, 'Tipo de persona'), { target: { value: 'NATURAL' } });
    fireEvent.change(select(dialog, 'País de residencia'), { target: { value: '65' } });
    expect(within(dialog).queryByRole('combobox', { name: 'Municipio' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Ciudad'), { target: { value: 'Miami' } });
    fireEvent.change(within(dialog).getByLabelText('Estado, provincia o región'), { target: { value: 'Florida' } });
    fireEvent.change(within(dialog).getByLabelText('Dirección'), { target: { value: '1200 Brickell Avenue' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('PUT /mb/fe/profile')).toHaveLength(1));
    expect(api.callsTo('PUT /mb/fe/profile')[0]!.body).toMatchObject({
      country_id: 65,
      city_name: 'Miami',
      state_name: 'Florida',
      municipality_id: null,
      address: '1200 Brickell Avenue',
    });
  });

  it('searches municipalities ignoring accents and case, by name or DANE code, in a list at most 280 px high', async () => {
    const { dialog } = await open();
    expect(await searchMunicipality(dialog, 'BOGOTA')).toEqual(['Bogotá, D.c. · Bogotá (11001)']);
    expect(await searchMunicipality(dialog, 'nariño')).toEqual(['Nariño · Cundinamarca (25483)', 'Nariño · Antioquia (05483)']);
    expect(await searchMunicipality(dialog, 'narino')).toHaveLength(2);
    expect(await searchMunicipality(dialog, '05001')).toEqual(['Medellín · Antioquia (05001)']);
    expect(await searchMunicipality(dialog, 'zzz')).toEqual([]);
    expect(within(await municipalityList()).getByText('Ningún municipio coincide')).toBeTruthy();

    await searchMunicipality(dialog, 'medel');
    const scroller = (await municipalityList()).querySelector<HTMLElement>('[style*="max-height"]');
    // Mantine writes sizes in rem: 17.5rem is 280 px.
    expect(scroller?.style.maxHeight).toBe('calc(17.5rem * var(--mantine-scale))');
  });

  it('saves what was chosen, says so, re-checks and retries the interrupted buy-now once ready', async () => {
    const { dialog, onClosed } = await open({ afterSave: 'retry-buy-now' });
    fireEvent.change(select(dialog, 'Tipo de persona'), { target: { value: 'NATURAL' } });
    fireEvent.change(select(dialog, 'Tipo de documento'), { target: { value: '3' } });
    fireEvent.change(select(dialog, 'Régimen'), { target: { value: '2' } });
    await searchMunicipality(dialog, 'bogo');
    fireEvent.click(within(await municipalityList()).getByRole('option', { name: 'Bogotá, D.c. · Bogotá (11001)', hidden: true }));
    fireEvent.change(within(dialog).getByLabelText('Dirección'), { target: { value: '  Calle 26 # 13-19 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(retries).toBe(1));
    expect(api.callsTo('PUT /mb/fe/profile')[0]!.body).toEqual({
      person_type: 'NATURAL',
      type_document_identification_id: 3,
      type_regime_id: 2,
      municipality_id: 149,
      address: 'Calle 26 # 13-19',
      identification_number: null,
      business_name: null,
      country_id: null,
      city_name: null,
      state_name: null,
    });
    expect(toasts).toEqual([{ type: 'success', message: 'Perfil de Facturación Electrónica actualizado' }]);
    expect(api.callsTo('GET /mb/fe/check')).toHaveLength(1);
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves an incomplete profile as it is; no retry while data is missing, nor when the check fails (swallowed)', async () => {
    api.on(
      'GET /mb/fe/check',
      { body: { success: true, ready: false, missing: ['municipality_id'] } },
      { status: 502, body: { success: false, message: 'x' } },
    );
    for (const attempt of [1, 2]) {
      const { dialog, onClosed } = await open({ afterSave: 'retry-buy-now' });
      fireEvent.change(select(dialog, 'Tipo de persona'), { target: { value: 'NATURAL' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(api.callsTo('GET /mb/fe/check')).toHaveLength(attempt));
      await waitFor(() => expect(onClosed).toHaveBeenCalled());
    }
    expect(api.callsTo('PUT /mb/fe/profile')[0]!.body).toEqual({
      person_type: 'NATURAL',
      type_document_identification_id: null,
      type_regime_id: null,
      municipality_id: null,
      address: null,
      identification_number: null,
      business_name: null,
      country_id: null,
      city_name: null,
      state_name: null,
    });
    expect(retries).toBe(0);
    expect(toasts.map((toast) => toast.type)).toEqual(['success', 'success']);
  });

  it('does not retry a buy-now nobody asked for', async () => {
    const { dialog, onClosed } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('GET /mb/fe/check')).toHaveLength(1));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(retries).toBe(0);
  });

  it("a refused save keeps the dialog open with the server's reason, and says 'No se pudo guardar FE'", async () => {
    api.on('PUT /mb/fe/profile', { status: 400, body: { success: false, message: 'El municipio no está en la lista de la DIAN' } });
    const { dialog, onClosed } = await open({ afterSave: 'retry-buy-now' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('No se pudo guardar el perfil FE');
    expect(alert.textContent).toContain('El municipio no está en la lista de la DIAN');
    expect(toasts).toEqual([{ type: 'error', message: 'No se pudo guardar FE' }]);
    expect(api.callsTo('GET /mb/fe/check')).toHaveLength(0);
    expect(retries).toBe(0);
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says when the lists or the profile cannot be loaded, and tries again on request', async () => {
    api.on(
      'GET /mb/codes',
      { status: 503, body: { success: false, message: 'No se pudieron cargar los catálogos' } },
      { body: { success: true, data: codes } },
    );
    renderAccount(<InvoicingProfileModal />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudieron cargar los catálogos')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeTruthy();
  });

  it('the profile failing to load is its own message; a network failure shows its cause too', async () => {
    api.on('GET /mb/fe/profile', () => {
      throw new TypeError('Failed to fetch');
    });
    renderAccount(<InvoicingProfileModal />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo obtener el perfil FE')).toBeTruthy();
    expect(alert.textContent).toContain('Error de conexión');
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it('speaks the visitor language', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderAccount(<InvoicingProfileModal />);
    const dialog = await screen.findByRole('dialog', { name: 'Electronic Invoicing Profile' });
    expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Municipality')).toBeTruthy();
  });
});

describe("an administrator completes a member's profile (spec 2 §2.6, 'Tomar pago')", () => {
  it("reads and saves the member's profile, not their own, and tells 'Tomar pago' it was saved", async () => {
    const memberId = '60000000-0000-4000-8000-000000000001';
    const path = `/auth/users/${memberId}/fe/profile`;
    api
      .on(`GET ${path}`, { body: { success: true, profile: { ...saved, municipality_id: null, address: null } } })
      .on(`PUT ${path}`, ({ body }) => ({
        body: { success: true, message: 'ok', profile: { ...(body as object), updated_at: saved.updated_at } },
      }));
    const heard: string[] = [];
    offs.push(on('fe-profile-saved', ({ memberId: id }) => heard.push(id)));
    renderAccount(<InvoicingProfileModal member={{ id: memberId, name: 'Ana Pérez' }} onClosed={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Perfil de Facturación Electrónica de Ana Pérez' });
    await within(dialog).findByRole('button', { name: 'Guardar' });
    expect((within(dialog).getByLabelText('Dirección') as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText('Número de documento') as HTMLInputElement).value).toBe('900123456-8');

    fireEvent.change(within(dialog).getByLabelText('Dirección'), { target: { value: 'Calle 10 # 5-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(heard).toEqual([memberId]));
    expect(api.callsTo(`PUT ${path}`).map((call) => call.body)).toEqual([
      expect.objectContaining({ address: 'Calle 10 # 5-20', business_name: 'Andina S.A.S.' }),
    ]);
    expect(api.callsTo('GET /mb/fe/profile')).toHaveLength(0);
    expect(api.callsTo('PUT /mb/fe/profile')).toHaveLength(0);
    expect(api.callsTo('GET /mb/fe/check')).toHaveLength(0);
    expect(toasts).toContainEqual({ type: 'success', message: 'Perfil de Facturación Electrónica actualizado' });
  });
});
