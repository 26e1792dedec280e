// Issue 6's must-show: an administrator takes a new issuer through DIAN's habilitación in the browser, against
// the APIDIAN simulator: create it → software → test certificate → resolution → a test invoice from the template
// 'dos_lineas_descuentos' → the ZipKey dialog → its status → production. Each tab offers the issuer only once the
// step before it is done.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { testCertificateFile } from '../lib/apidian-certificate.mjs';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { demoAccounts, signedInAs } from '../lib/session.mjs';

const browser = sharedBrowser({ before, after });

// NIT 700085371 has DIAN check digit 1 (APIDIAN reference §6.3).
const issuer = { nit: '700085371', dv: '1', name: 'Restaurante La Prueba SAS' };
const option = `${issuer.name} — NIT ${issuer.nit}-${issuer.dv}`;
/** A required field's label, which ends in Mantine's asterisk. */
const required = (label) => new RegExp(`^${label} \\*?$`);

/** Polls `check` until it holds (the status answer comes from the server a moment after the click). */
async function until(check, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('an admin takes an issuer from creation to production, one step after the other', async () => {
  const { page, problems, close } = await openPage(browser(), '/admin/facturacion', { prepare: signedInAs(demoAccounts.admin) });
  const toast = (text) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 15000 });
  const openTab = async (name) => {
    await page.getByRole('tab', { name, exact: true }).click();
    return page.getByRole('tabpanel', { name });
  };
  /** Whether the tab's issuer select offers our issuer. */
  const offered = async (tab) => (await tab.getByLabel('Facturador', { exact: true }).locator('option').allTextContents()).includes(option);
  const pick = async (tab) => {
    await tab.getByLabel('Facturador', { exact: true }).selectOption({ label: option });
    assert.notEqual(await tab.getByRole('textbox', { name: 'Token' }).inputValue(), '', 'choosing the issuer fills its token');
  };
  try {
    await page.getByRole('heading', { name: 'Facturación electrónica' }).waitFor();

    // 1. Create the issuer, with the API's default mail configuration.
    const list = await openTab('Creación de Facturadores');
    await list.getByRole('button', { name: 'Agregar Nuevo Facturador' }).click();
    const form = page.getByRole('dialog', { name: 'Agregar Nuevo Facturador' });
    await form.getByLabel(required('NIT')).fill(issuer.nit);
    await form.getByLabel(required('DV')).fill(issuer.dv);
    await form.getByLabel(required('Razón Social')).fill(issuer.name);
    await form.getByLabel(required('Correo electrónico')).fill('facturacion@laprueba.co');
    await form.getByLabel(required('Teléfono')).fill('6015551234');
    await form.getByLabel(required('Dirección')).fill('Carrera 7 # 71-21');
    await form.getByLabel('Usar la configuración de correo por defecto de la API').check();
    await form.getByRole('button', { name: 'Crear facturador' }).click();
    await toast('Facturador creado exitosamente');
    await list.getByRole('cell', { name: issuer.name, exact: true }).waitFor();

    // Not configured yet: software is offered, the signature is not.
    assert.equal(await offered(await openTab('Configuración de Firma Digital')), false);

    // 2. Software.
    const software = await openTab('Configuración del Software');
    await pick(software);
    await software.getByLabel('ID del Software').fill(randomUUID());
    await software.getByLabel('PIN').fill('12345');
    await software.getByRole('button', { name: 'Configurar software' }).click();
    await toast('Software creado/actualizado con éxito');
    assert.equal(await offered(await openTab('Configuración del Software')), false, 'a configured issuer leaves the software tab');
    assert.equal(await offered(await openTab('Configuración Resolución')), false, 'no resolution before a signature');

    // 3. The digital signature: a .p12 file and its password.
    const certificate = await testCertificateFile();
    const signature = await openTab('Configuración de Firma Digital');
    await pick(signature);
    await signature.getByLabel('Archivo del certificado').setInputFiles(certificate.path);
    await signature.getByLabel('Contraseña del certificado').fill(certificate.password);
    await signature.getByRole('button', { name: 'Configurar certificado' }).click();
    await toast('Certificado configurado correctamente');
    assert.equal(await offered(await openTab('Enviar set de pruebas')), false, 'no test set before a resolution');

    // 4. The resolution, prefilled with DIAN's test numbering.
    const resolution = await openTab('Configuración Resolución');
    await pick(resolution);
    assert.equal(await resolution.getByLabel('Prefijo').inputValue(), 'SETP');
    await resolution.getByRole('button', { name: 'Guardar resolución' }).click();
    await toast('Resolución creada/actualizada con éxito');

    // 5. A test invoice from the template with two lines, discounts and two VAT rates.
    const testSet = await openTab('Enviar set de pruebas');
    await pick(testSet);
    await testSet.getByLabel('Plantilla').selectOption('template_dos_lineas_descuentos');
    await page
      .getByText(/^Plantilla cargada: /)
      .first()
      .waitFor();
    await testSet.getByLabel('TEST_SET_ID').fill(randomUUID());
    await testSet.getByRole('button', { name: 'Enviar factura de prueba' }).click();
    const zipDialog = page.getByRole('dialog', { name: 'ZipKey generado' });
    await zipDialog.waitFor({ timeout: 20000 });
    const zipKey = (await zipDialog.textContent()).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i)?.[0];
    assert.ok(zipKey, 'the dialog shows the ZipKey DIAN returned');
    await zipDialog.getByRole('button', { name: 'Cerrar' }).click();

    // 6. Its status: DIAN validates the zip, then accepts it.
    const status = await openTab('Consultas de Estado');
    await pick(status);
    await status.getByLabel('ZipKey o CUFE').fill(zipKey);
    await status.getByRole('button', { name: 'Paso 1 - GetStatus-zip Factura' }).click();
    const response = status.getByLabel('Respuesta', { exact: true });
    await status.getByRole('button', { name: 'Obtener estado' }).click();
    await toast('Consulta realizada');
    await until(async () => /Batch en proceso de validación|Procesado Correctamente/.test(await response.inputValue()));
    if (!/Procesado Correctamente/.test(await response.inputValue())) {
      await status.getByRole('button', { name: 'Obtener estado' }).click();
      await until(async () => /Procesado Correctamente/.test(await response.inputValue()));
    }
    assert.match(await response.inputValue(), /"StatusCode": ?"00"/);

    // 7. Production; the button goes once the issuer is there.
    const environment = await openTab('Pasar a producción');
    await pick(environment);
    await environment.getByLabel('Ambiente', { exact: true }).selectOption({ label: 'Producción (1)' });
    await environment.getByRole('button', { name: 'Pasar a producción' }).click();
    await toast('Ambiente actualizado');
    await environment.getByRole('button', { name: 'Pasar a producción' }).waitFor({ state: 'hidden', timeout: 15000 });
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('a visitor who is not an administrator is told so, and no admin call is made', async () => {
  const { page, problems, close } = await openPage(browser(), '/admin/facturacion');
  try {
    await page.getByText('Acceso Denegado').waitFor();
    await page.getByText('No tienes permisos para acceder a esta página.').waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});
