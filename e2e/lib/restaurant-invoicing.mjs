// The restaurant app's 'Facturación electrónica' section in journeys: the owner's request with the company's data,
// and the vendor's administrator turning it into an issuer of POS documents (issuer list, guided enablement).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { section } from './restaurant.mjs';

/** A new company each run: a NIT with its DIAN check digit (reference §6.3). */
export function newCompany(name) {
  const nit = String(800_000_000 + Math.floor(Math.random() * 100_000_000));
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const sum = [...nit].reverse().reduce((total, digit, index) => total + Number(digit) * weights[index], 0);
  const rest = sum % 11;
  return { nit, dv: String(rest > 1 ? 11 - rest : rest), name: `${name} ${nit} SAS` };
}

/** The owner, in the app, asks for electronic invoicing with the company's data; returns the section's state region. */
export async function requestInvoicing(page, company) {
  await section(page, 'Facturación electrónica').click();
  const status = page.getByLabel('Estado ante la DIAN');
  await status.getByText('Sin solicitud').waitFor();
  const form = page.getByRole('form', { name: 'Solicitar la facturación electrónica' });
  await form.getByLabel('NIT (sin dígito de verificación)').fill(company.nit);
  await form.getByLabel('DV', { exact: true }).fill(company.dv);
  await form.getByLabel('Razón social').fill(company.name);
  await form.getByLabel('Municipio').fill('Medell');
  await page.getByRole('option', { name: 'Medellín (Antioquia)' }).click();
  await form.getByLabel('Dirección').fill('Calle 10 # 5-20');
  await form.getByLabel('Teléfono').fill('6045551234');
  await form.getByLabel('Correo de facturación').fill(`facturas${company.nit}@restaurante.co`);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await status.getByText('Solicitado').waitFor();
  return status;
}

const required = (label) => new RegExp(`^${label} \\*?$`);

/**
 * The vendor's administrator, on /admin/facturacion: the owner's request (in the issuer list) opens the issuer modal
 * filled with its company; the company is created and linked to the restaurant. Returns the request's row.
 */
export async function createAndLinkIssuer(page, company) {
  await page.getByRole('tab', { name: 'Creación de Facturadores' }).click();
  const requests = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Propietario' }) });
  const request = requests.getByRole('row').filter({ hasText: company.name });
  await request.getByRole('button', { name: /^Crear el facturador de / }).click({ timeout: 15000 });
  const form = page.getByRole('dialog', { name: 'Agregar Nuevo Facturador' });
  assert.equal(await form.getByLabel(required('NIT')).inputValue(), company.nit, 'the modal starts from the request');
  assert.equal(await form.getByLabel(required('Razón Social')).inputValue(), company.name);
  await form.getByRole('button', { name: 'Crear facturador' }).click();
  await form.waitFor({ state: 'hidden', timeout: 15000 });
  await request.getByRole('button', { name: new RegExp(`^Vincular .* a ${company.name}$`) }).click();
  await request.getByText(/^Vinculado al facturador \d+$/).waitFor({ timeout: 15000 });
  return request;
}

/**
 * The guided enablement's POS documents track of the company's issuer: the equivalent documents' software with its
 * PIN, the certificate, DIAN's test numbering, a POS document of the test set accepted, then production.
 */
export async function enablePosDocuments(page, company, { pin, certificate }) {
  await page.getByRole('tab', { name: 'Habilitación guiada' }).click();
  await page.getByLabel('Facturador', { exact: true }).selectOption({ label: `${company.name} — NIT ${company.nit}-${company.dv}` });
  await page.getByText(/^Documentos POS del restaurante/).click();
  const step = (name) => page.getByRole('listitem', { name });
  const done = (name) => step(name).getByText('Hecho', { exact: true }).waitFor({ timeout: 15000 });
  await step('Software')
    .getByText(/software de documentos equivalentes/)
    .waitFor();
  await step('Software').getByLabel('ID del software').fill(randomUUID());
  await step('Software').getByLabel('PIN del software').fill(pin);
  await step('Software').getByRole('button', { name: 'Guardar software' }).click();
  await done('Software');
  await step('Certificado digital').getByLabel('Archivo del certificado').setInputFiles(certificate.path);
  await step('Certificado digital').getByLabel('Contraseña del certificado').fill(certificate.password);
  await step('Certificado digital').getByRole('button', { name: 'Configurar certificado' }).click();
  await done('Certificado digital');
  await step('Resolución de numeración').getByRole('button', { name: 'Usar la numeración de pruebas de la DIAN (EPOS 1–1000000)' }).click();
  await done('Resolución de numeración');
  const testSet = step('Set de pruebas');
  await testSet.getByLabel('TEST_SET_ID de la DIAN').fill(randomUUID());
  await testSet.getByRole('button', { name: 'Enviar documento POS de prueba' }).click();
  for (let attempt = 0; attempt < 20 && !(await testSet.getByText('Aceptados: 1', { exact: true }).isVisible()); attempt++) {
    await testSet.getByRole('button', { name: 'Consultar resultados de la DIAN' }).click();
    await page.waitForTimeout(300);
  }
  await done('Set de pruebas');
  await step('Producción').getByRole('button', { name: 'Pasar a producción' }).click();
  await step('Producción').getByText('El restaurante emite sus documentos POS en producción.').waitFor({ timeout: 15000 });
  return step;
}
