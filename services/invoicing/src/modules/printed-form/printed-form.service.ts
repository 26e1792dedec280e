import type { PrintableRequest, PrintedDocumentType, PrintedIssuer } from '../../domain/printed-form.js';
import { printedForm } from '../../domain/printed-form.js';
import type { InvoicesDeps } from '../invoices/invoices.service.js';
import { findIssuerRowByNit } from '../issuers/issuers.repository.js';
import { dianCheckDigit } from '../../domain/invoice-builder.js';
import { printedFormPdf } from './printed-form-pdf.js';
import { codeNames } from './printed-form.repository.js';

/**
 * The platform as issuer: its row among the issuers when an administrator registered it there, otherwise what the
 * configuration says (the simulator's seeded company by default).
 */
async function platformIssuerFacts(deps: InvoicesDeps): Promise<PrintedIssuer> {
  const { config } = deps;
  const row = await findIssuerRowByNit(deps.pool, config.PLATFORM_ISSUER_NIT);
  return {
    name: config.PLATFORM_ISSUER_NAME,
    nit: config.PLATFORM_ISSUER_NIT,
    dv: row?.dv ?? dianCheckDigit(config.PLATFORM_ISSUER_NIT),
    address: row?.address ?? config.PLATFORM_ISSUER_ADDRESS,
    municipalityId: row?.municipality_id ?? config.PLATFORM_ISSUER_MUNICIPALITY_ID,
    regimeId: row?.type_regime_id ?? config.PLATFORM_ISSUER_REGIME_ID,
    liabilityId: row?.type_liability_id ?? config.PLATFORM_ISSUER_LIABILITY_ID,
    ...(row ? { email: row.email, phone: row.phone } : {}),
  };
}

/** The PDF of an accepted document, rendered by the platform from the request it sent and its CUFE or CUDE. */
export async function renderPrintedForm(
  deps: InvoicesDeps,
  document: { type: PrintedDocumentType; request: object; cufe: string },
): Promise<Buffer> {
  const { config } = deps;
  // Invoices and notes alike were sent to APIDIAN with these fields (the domain's PrintableRequest).
  const request = document.request as PrintableRequest;
  const issuer = await platformIssuerFacts(deps);
  const buyerMunicipality = request.customer.municipality_id;
  const names = await codeNames(deps.pool, [issuer.municipalityId, ...(buyerMunicipality ? [buyerMunicipality] : [])]);
  const form = printedForm({
    type: document.type,
    request,
    key: document.cufe,
    issuer,
    resolution: {
      number: config.PLATFORM_RESOLUTION_NUMBER,
      date: config.PLATFORM_RESOLUTION_DATE,
      from: config.PLATFORM_NUMBER_FROM,
      to: config.PLATFORM_NUMBER_TO,
      validFrom: config.PLATFORM_RESOLUTION_VALID_FROM,
      validTo: config.PLATFORM_RESOLUTION_VALID_TO,
    },
    environment: config.PLATFORM_ENVIRONMENT,
    software: { name: config.PLATFORM_SOFTWARE_NAME, maker: config.PLATFORM_SOFTWARE_MAKER },
    names,
  });
  return printedFormPdf(form);
}
