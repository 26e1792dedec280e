// The restaurant app's 'Facturación electrónica' section in journeys: the owner's request with the company's data.

const section = (page, name) =>
  page.getByRole('navigation', { name: 'Secciones del restaurante' }).getByRole('link', { name, exact: true });

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
