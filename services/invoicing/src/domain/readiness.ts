import { invoicingProfileFields, type InvoicingProfileField } from '@mb/contracts';

export interface Readiness {
  ready: boolean;
  missing: InvoicingProfileField[];
}

/**
 * A buyer may pay once every field of the invoicing profile is filled in (spec 1 §5): DIAN's invoice names the
 * buyer's person type, document type, regime, municipality and address. No profile at all misses everything.
 */
export function profileReadiness(profile: Partial<Record<InvoicingProfileField, unknown>> | null | undefined): Readiness {
  const missing = invoicingProfileFields.filter((field) => {
    const value = profile?.[field];
    return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  });
  return { ready: missing.length === 0, missing };
}
