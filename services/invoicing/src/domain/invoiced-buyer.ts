import { buyerDocumentProblem, documentCodes } from './buyer-document.js';
import type { PaidOrder } from './invoice-builder.js';

/** The profile's say on who the invoice names. */
export interface BuyerNaming {
  person_type: 'NATURAL' | 'JURIDICA' | null;
  identification_number: string | null;
  business_name: string | null;
}

/** Tells the buyer where a document refused at invoicing time is fixed, and that the invoice then follows by itself. */
export const fixInProfile = 'Corrígelo en tu Perfil de Facturación Electrónica y la factura se emitirá de nuevo automáticamente.';

/**
 * The customer as the invoice names them: the profile's document when given (else the account's legal id), and for a
 * company its business name instead of the account holder's personal name.
 */
export function invoicedCustomer(customer: PaidOrder['customer'], profile: BuyerNaming | null): PaidOrder['customer'] {
  const company = profile?.person_type === 'JURIDICA' && profile.business_name ? profile.business_name : null;
  return { ...customer, legalId: profile?.identification_number ?? customer.legalId, fullName: company ?? customer.fullName };
}

/**
 * A NIT whose written check digit DIAN would refuse, with where to fix it; null otherwise. Only a NIT given with its
 * digit is checked here (without one the invoice computes it); the other documents' form is invoice-check's.
 */
export function invoicedDocumentProblem(documentCode: string | null, legalId: string | null): string | null {
  const number = legalId?.trim() ?? '';
  if (documentCode !== documentCodes.nit || !number.includes('-')) return null;
  const problem = buyerDocumentProblem(documentCode, number);
  return problem && `${problem} ${fixInProfile}`;
}
