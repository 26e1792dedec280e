/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sampleResolution } from '@mb/contracts';
import {
  FakeApi,
  change,
  issuer,
  issuersAnswer,
  issuerSelect,
  offeredIssuers,
  openInvoicingTab,
  optionLabel,
  recordToasts,
  stages,
} from './invoicing-test-kit.js';

const fresh = issuer(2);
const withSoftware = issuer(3, stages.software);
const signed = issuer(4, stages.signed);
const ready = issuer(5, stages.ready);
const inProduction = issuer(6, stages.production);
const signedWithoutToken = issuer(7, { ...stages.signed, token: null });
const everyStage = [issuer(1, stages.ready), fresh, withSoftware, signed, ready, inProduction, signedWithoutToken];

let api: FakeApi;
let toasts: ReturnType<typeof recordToasts>;

beforeEach(() => {
  api = new FakeApi().on('GET /api/facturacion/facturadores', issuersAnswer(everyStage));
  toasts = recordToasts();
});
afterEach(() => toasts.off());

const button = (name: string) => screen.getByRole('button', { name });
const chooseIssuer = async (item: { id: number }) => {
  await waitFor(() => expect(offeredIssuers().length).toBeGreaterThan(0));
  change(issuerSelect(), String(item.id));
};
const token = () => screen.getByRole('textbox', { name: 'Token' }) as HTMLInputElement;
const responseBox = () => screen.getByRole('textbox', { name: 'Respuesta de APIDIAN' }) as HTMLTextAreaElement;

describe('setup progression (spec 3 §4)', () => {
  it.each([
    ['Configuración del Software', [fresh]],
    ['Configuración de Firma Digital', [withSoftware, signed, ready, inProduction, signedWithoutToken]],
    ['Configuración Resolución', [signed, ready, inProduction, signedWithoutToken]],
    ['Enviar set de pruebas', [ready, inProduction]],
    ['Consultas de Estado', [ready, inProduction]],
    ['Pasar a producción', [ready, inProduction]],
  ])("'%s' offers only the issuers whose previous step is done, never the platform's company", async (tab, offered) => {
    api.on('GET /api/templates/invoices', { body: { success: true, data: { templates: [] } } });
    await openInvoicingTab(tab);
    await waitFor(() => expect(offeredIssuers()).toEqual(offered.map(optionLabel)));
  });

  it('says so when no issuer is ready for a step', async () => {
    api.on('GET /api/facturacion/facturadores', issuersAnswer([fresh]));
    await openInvoicingTab('Configuración Resolución');
    await waitFor(() => expect(issuerSelect().textContent).toBe('Ningún facturador está listo para este paso'));
  });
});

describe('Configuración del Software', () => {
  it('needs software id, pin and token, then sends {id, pin} for the issuer, or with a token typed over its hint', async () => {
    api.on('PUT /api/ubl2.1/config/software', { body: { success: true, message: 'Software creado/actualizado con éxito', software: {} } });
    await openInvoicingTab('Configuración del Software');
    fireEvent.click(button('Configurar software'));
    expect(toasts.toasts).toEqual([
      { type: 'error', message: 'Completa ID del Software, PIN y Token', durationMs: 10000, group: 'invoicing' },
    ]);

    await chooseIssuer(fresh);
    expect(token().value).toBe('token2');
    change(screen.getByLabelText('ID del Software'), ' 82bf0c5e-0000-4000-8000-000000000001 ');
    fireEvent.click(button('Configurar software'));
    expect(toasts.messages()).toEqual(['Completa ID del Software, PIN y Token', 'Completa ID del Software, PIN y Token']);
    change(screen.getByLabelText('PIN'), '12345');
    change(token(), '');
    fireEvent.click(button('Configurar software'));
    expect(api.callsTo('PUT /api/ubl2.1/config/software')).toEqual([]);

    change(token(), 'otrotoken');
    api.on(
      'GET /api/facturacion/facturadores',
      issuersAnswer(everyStage.map((item) => (item.id === fresh.id ? { ...item, configured: 1 as const } : item))),
    );
    fireEvent.click(button('Configurar software'));
    await waitFor(() => expect(toasts.messages().at(-1)).toBe('Software creado/actualizado con éxito'));
    const [call] = api.callsTo('PUT /api/ubl2.1/config/software');
    expect(call!.body).toEqual({ id: '82bf0c5e-0000-4000-8000-000000000001', pin: '12345' });
    expect(call!.headers['x-apidian-token']).toBe('otrotoken');
    // Configured now: the tab no longer offers it.
    await waitFor(() => expect(offeredIssuers()).toEqual([]));
  });

  it("shows APIDIAN's message, else 'Error configurando software'", async () => {
    api.on(
      'PUT /api/ubl2.1/config/software',
      { status: 503, body: { success: false, message: 'El servicio de facturación electrónica no está disponible. Intenta más tarde.' } },
      { status: 500, body: {} },
    );
    await openInvoicingTab('Configuración del Software');
    await chooseIssuer(fresh);
    change(screen.getByLabelText('ID del Software'), 'abc');
    change(screen.getByLabelText('PIN'), '12345');
    fireEvent.click(button('Configurar software'));
    await waitFor(() =>
      expect(toasts.messages()).toEqual(['El servicio de facturación electrónica no está disponible. Intenta más tarde.']),
    );
    fireEvent.click(button('Configurar software'));
    await waitFor(() => expect(toasts.messages().at(-1)).toBe('Error configurando software'));
  });
  it("shows APIDIAN's validation errors in Spanish with each field's label, in the toast and the response box", async () => {
    api.on('PUT /api/ubl2.1/config/software', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { id: ['El campo id es obligatorio.'], pin: ['The pin must be a number.'] } },
    });
    await openInvoicingTab('Configuración del Software');
    await chooseIssuer(fresh);
    change(screen.getByLabelText('ID del Software'), 'abc');
    change(screen.getByLabelText('PIN'), 'x');
    fireEvent.click(button('Configurar software'));
    await waitFor(() =>
      expect(toasts.messages()).toEqual(['APIDIAN rechazó los datos: ID del Software: es obligatorio; PIN: debe ser numérico']),
    );
    expect(responseBox().value).toBe('APIDIAN rechazó los datos:\nID del Software: es obligatorio\nPIN: debe ser numérico');
  });
});

describe('Configuración de Firma Digital', () => {
  const certificateFile = () => new File([new Uint8Array([0x30, 0x82, 0x01, 0xff])], 'empresa.p12', { type: 'application/x-pkcs12' });
  const pickFile = (file: File) => fireEvent.change(screen.getByLabelText('Archivo del certificado'), { target: { files: [file] } });

  it('needs token, password and a .pfx/.p12 file, then sends the file as base64', async () => {
    api.on('PUT /api/ubl2.1/config/certificate', { body: { success: true, message: 'Certificado creado con éxito', certificado: {} } });
    await openInvoicingTab('Configuración de Firma Digital');
    await chooseIssuer(withSoftware);
    change(screen.getByLabelText('Contraseña del certificado'), 'clave');
    fireEvent.click(button('Configurar certificado'));
    pickFile(new File(['x'], 'empresa.pem'));
    fireEvent.click(button('Configurar certificado'));
    expect(toasts.messages()).toEqual(['Completa Token, contraseña y sube el archivo', 'Completa Token, contraseña y sube el archivo']);
    expect(api.callsTo('PUT /api/ubl2.1/config/certificate')).toEqual([]);

    pickFile(certificateFile());
    fireEvent.click(button('Configurar certificado'));
    await waitFor(() =>
      expect(toasts.toasts.at(-1)).toEqual({
        type: 'success',
        message: 'Certificado configurado correctamente',
        durationMs: 10000,
        group: 'invoicing',
      }),
    );
    // The issuer's token hint as it was filled in: the call names the issuer and carries no token.
    const [call] = api.callsTo('PUT /api/ubl2.1/config/certificate');
    expect(call!.body).toEqual({ certificate: 'MIIB/w==', password: 'clave' });
    expect(call!.headers['x-apidian-issuer']).toBe('3');
    expect(call!.headers['x-apidian-token']).toBeUndefined();
  });

  it("says 'Error leyendo el archivo' when the file cannot be read", async () => {
    await openInvoicingTab('Configuración de Firma Digital');
    await chooseIssuer(withSoftware);
    change(screen.getByLabelText('Contraseña del certificado'), 'clave');
    // A file the browser cannot read (gone from the disk, say) fails in FileReader.
    const readAsDataURL = FileReader.prototype.readAsDataURL;
    FileReader.prototype.readAsDataURL = function (this: FileReader) {
      setTimeout(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    };
    try {
      pickFile(certificateFile());
      fireEvent.click(button('Configurar certificado'));
      await waitFor(() => expect(toasts.messages()).toEqual(['Error leyendo el archivo']));
    } finally {
      FileReader.prototype.readAsDataURL = readAsDataURL;
    }
    expect(api.callsTo('PUT /api/ubl2.1/config/certificate')).toEqual([]);
  });
  it("shows APIDIAN's validation errors with the form's labels in its response box", async () => {
    api.on('PUT /api/ubl2.1/config/certificate', {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { certificate: ['The certificate field is required.'], password: ['El campo password debe ser una cadena de caracteres.'] },
      },
    });
    await openInvoicingTab('Configuración de Firma Digital');
    await chooseIssuer(withSoftware);
    change(screen.getByLabelText('Contraseña del certificado'), 'clave');
    pickFile(certificateFile());
    fireEvent.click(button('Configurar certificado'));
    await waitFor(() =>
      expect(responseBox().value).toBe(
        'APIDIAN rechazó los datos:\nCertificado (.pfx o .p12): es obligatorio\nContraseña del certificado: debe ser texto',
      ),
    );
    expect(toasts.toasts.at(-1)?.type).toBe('error');
  });
});

describe('Configuración Resolución', () => {
  it("is prefilled with DIAN's test resolution and sends it with the issuer's token", async () => {
    api
      .on('GET /api/facturacion/type_documents', {
        body: {
          success: true,
          data: [
            { id: 1, name: 'Factura de Venta Nacional', code: '01' },
            { id: 4, name: 'Nota Crédito', code: '91' },
          ],
        },
      })
      .on('PUT /api/ubl2.1/config/resolution', {
        body: { success: true, message: 'Resolución creada/actualizada con éxito', resolution: {} },
      });
    await openInvoicingTab('Configuración Resolución');
    const documentType = screen.getByRole('combobox', { name: 'Tipo de documento' }) as HTMLSelectElement;
    await waitFor(() => expect(documentType.textContent).toBe('Factura de Venta NacionalNota Crédito'));
    expect(documentType.value).toBe('1');
    const values = [
      'Prefijo',
      'Número de resolución',
      'Fecha de resolución',
      'Clave técnica',
      'Desde',
      'Hasta',
      'Generados a la fecha',
      'Vigente desde',
      'Vigente hasta',
    ].map((label) => (screen.getByLabelText(label) as HTMLInputElement).value);
    expect(values).toEqual([
      'SETP',
      '18760000001',
      '2019-01-19',
      'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
      '990000000',
      '995000000',
      '0',
      '2019-01-19',
      '2030-01-19',
    ]);

    fireEvent.click(button('Guardar resolución'));
    expect(toasts.messages()).toEqual(['Seleccione un facturador y verifique el token']);
    await chooseIssuer(signedWithoutToken);
    fireEvent.click(button('Guardar resolución'));
    expect(toasts.messages().at(-1)).toBe('Este facturador aún no tiene token');
    expect(api.callsTo('PUT /api/ubl2.1/config/resolution')).toEqual([]);

    await chooseIssuer(signed);
    fireEvent.click(button('Guardar resolución'));
    await waitFor(() =>
      expect(toasts.toasts.at(-1)).toEqual({
        type: 'success',
        message: 'Resolución creada/actualizada con éxito',
        durationMs: 10000,
        group: 'invoicing',
      }),
    );
    const [call] = api.callsTo('PUT /api/ubl2.1/config/resolution');
    expect(call!.body).toEqual(sampleResolution);
    expect(call!.headers['x-apidian-issuer']).toBe('4');
  });

  it("says 'Error cargando datos paramétricos' and keeps the sample document type when the list fails", async () => {
    api.on('GET /api/facturacion/type_documents', { status: 500, body: { success: false } });
    await openInvoicingTab('Configuración Resolución');
    expect(await screen.findByText('Error cargando datos paramétricos')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Tipo de documento' }) as HTMLSelectElement).value).toBe('1');
  });

  it("shows APIDIAN's validation errors in Spanish, and a reason or field it does not know as APIDIAN wrote it", async () => {
    api.on('PUT /api/ubl2.1/config/resolution', {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          prefix: ['prefix no debe ser mayor que 4 caracteres.'],
          date_to: ['date to debe ser una fecha posterior a date from.'],
          from: ['The from may not be greater than 10 characters.'],
          technical_key: ['La clave técnica no corresponde a la resolución.'],
          type_currency_id: ['type currency id es inválido.'],
        },
      },
    });
    await openInvoicingTab('Configuración Resolución');
    await chooseIssuer(signed);
    fireEvent.click(button('Guardar resolución'));
    await waitFor(() =>
      expect(responseBox().value).toBe(
        [
          'APIDIAN rechazó los datos:',
          'Prefijo: no debe tener más de 4 caracteres',
          'Vigente hasta: debe ser una fecha posterior a Vigente desde',
          'Desde: no debe tener más de 10 caracteres',
          'Clave técnica: La clave técnica no corresponde a la resolución.',
          'type_currency_id: no es válido',
        ].join('\n'),
      ),
    );
    expect(toasts.messages().at(-1)).toMatch(/^APIDIAN rechazó los datos: Prefijo: no debe tener más de 4 caracteres; /);
  });
});
