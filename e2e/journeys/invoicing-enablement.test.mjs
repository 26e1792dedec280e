// Issue 34's must-show: the guided enablement ('Habilitación guiada') takes a new issuer from nothing to production
// against the APIDIAN simulator: the company, its software, a certificate (a wrong password first, told in plain
// words), DIAN's test numbering, a test set where DIAN rejects one document (shown as a message) and accepts the
// next, production, the confirmed way back to test, and production again.
import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { apidianUrl } from '../lib/apidian.mjs';
import { testCertificateFile } from '../lib/apidian-certificate.mjs';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { demoAccounts, signedInAs } from '../lib/session.mjs';

const browser = sharedBrowser({ before, after });

/** DIAN's check digit of a NIT (APIDIAN reference §6.3): a new NIT each run, so the issuer is always new. */
function checkDigit(nit) {
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const sum = [...nit].reverse().reduce((total, digit, index) => total + Number(digit) * weights[index], 0);
  const rest = sum % 11;
  return String(rest > 1 ? 11 - rest : rest);
}
const nit = String(randomInt(800_000_000, 899_999_999));
const issuer = { nit, dv: checkDigit(nit), name: `Panadería La Guía ${nit} SAS` };
const required = (label) => new RegExp(`^${label} \\*?$`);

test('the guided enablement takes a new issuer from nothing to production', async () => {
  const { page, problems, close } = await openPage(browser(), '/admin/facturacion', { prepare: signedInAs(demoAccounts.admin) });
  const step = (name) => page.getByRole('listitem', { name });
  const done = (name) => step(name).getByText('Hecho', { exact: true }).waitFor({ timeout: 15000 });
  /** Asks DIAN again (each read of the steps asks about pending test documents) until `text` shows in the test set. */
  const untilTestSet = async (text) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      if (await step('Set de pruebas').getByText(text, { exact: true }).isVisible()) return;
      await step('Set de pruebas').getByRole('button', { name: 'Consultar resultados de la DIAN' }).click();
      await page.waitForTimeout(300);
    }
    throw new Error(`the test set never showed ${text}`);
  };
  try {
    await page.getByRole('tab', { name: 'Habilitación guiada' }).click();

    // The company.
    await page.getByRole('button', { name: 'Nuevo facturador' }).click();
    const form = page.getByRole('dialog', { name: 'Agregar Nuevo Facturador' });
    await form.getByLabel(required('NIT')).fill(issuer.nit);
    await form.getByLabel(required('DV')).fill(issuer.dv);
    await form.getByLabel(required('Razón Social')).fill(issuer.name);
    await form.getByLabel(required('Correo electrónico')).fill(`facturas${issuer.nit}@laguia.co`);
    await form.getByLabel(required('Teléfono')).fill('6015551234');
    await form.getByLabel(required('Dirección')).fill('Calle 10 # 5-20');
    await form.getByLabel('Usar la configuración de correo por defecto de la API').check();
    await form.getByRole('button', { name: 'Crear facturador' }).click();
    await form.waitFor({ state: 'hidden', timeout: 15000 });
    await page.getByLabel('Facturador', { exact: true }).selectOption({ label: `${issuer.name} — NIT ${issuer.nit}-${issuer.dv}` });
    await done('Empresa');
    await step('Software').getByText('Por hacer', { exact: true }).waitFor();
    await step('Software')
      .getByText(/Falta el ID y el PIN del software/)
      .waitFor();
    assert.equal(await step('Producción').getByText('En espera', { exact: true }).isVisible(), true);

    // The software: its PIN goes to APIDIAN and never comes back.
    await step('Software').getByLabel('ID del software').fill(randomUUID());
    await step('Software').getByLabel('PIN del software').fill('12345');
    await step('Software').getByRole('button', { name: 'Guardar software' }).click();
    await done('Software');

    // The certificate: a wrong password is told in plain words, the right one is taken.
    const certificate = await testCertificateFile();
    const signature = step('Certificado digital');
    await signature.getByLabel('Archivo del certificado').setInputFiles(certificate.path);
    await signature.getByLabel('Contraseña del certificado').fill('no-es-la-clave');
    await signature.getByRole('button', { name: 'Configurar certificado' }).click();
    const alert = signature.getByRole('alert');
    await alert.waitFor({ timeout: 15000 });
    assert.equal(
      await alert.textContent(),
      'La contraseña no abre este certificado. Revise la contraseña que le entregó la entidad certificadora.',
    );
    await signature.getByLabel('Contraseña del certificado').fill(certificate.password);
    await signature.getByRole('button', { name: 'Configurar certificado' }).click();
    await done('Certificado digital');

    // DIAN's test numbering.
    await step('Resolución de numeración')
      .getByRole('button', { name: /^Usar la numeración de pruebas de la DIAN/ })
      .click();
    await done('Resolución de numeración');

    // The test set: DIAN rejects the first document (the simulator's switch) and accepts the second.
    const testSet = step('Set de pruebas');
    await testSet.getByLabel('TEST_SET_ID de la DIAN').fill(randomUUID());
    const reject = await fetch(`${apidianUrl}/__sim/reject-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1 }),
    });
    assert.equal(reject.status, 200);
    await testSet.getByRole('button', { name: 'Enviar factura de prueba' }).click();
    await untilTestSet('Rechazados: 1');
    await testSet.getByText(/^Rechazado por la DIAN: SETP990000001$/).waitFor();
    assert.equal(await step('Producción').getByRole('button', { name: 'Pasar a producción' }).count(), 0, 'no production yet');

    await testSet.getByRole('button', { name: 'Enviar factura de prueba' }).click();
    await untilTestSet('Aceptados: 1');
    await done('Set de pruebas');

    // Production, the confirmed way back to test, and production again.
    await step('Producción').getByRole('button', { name: 'Pasar a producción' }).click();
    await done('Producción');
    await step('Producción').getByRole('button', { name: 'Volver a pruebas' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Volver a pruebas?' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    assert.equal(await step('Producción').getByText('Hecho', { exact: true }).isVisible(), true, 'cancelling changes nothing');
    await step('Producción').getByRole('button', { name: 'Volver a pruebas' }).click();
    await confirm.getByRole('button', { name: 'Sí, volver a pruebas' }).click();
    await step('Producción').getByText('Por hacer', { exact: true }).waitFor({ timeout: 15000 });
    await step('Producción').getByRole('button', { name: 'Pasar a producción' }).click();
    await done('Producción');
    await step('Producción').getByText('El facturador emite en producción.').waitFor();
    // The one refusal the browser logs is the wrong certificate password's 422.
    assert.deepEqual(problems, ['console: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
  } finally {
    await close();
  }
});
