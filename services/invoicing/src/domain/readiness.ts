import { invoicingProfileFields, type InvoicingProfileField } from '@mb/contracts';
import { documentCodes, isFinalConsumer } from './buyer-document.js';
import { livesAbroad } from './buyer-residence.js';

/** A field the readiness check may name: the profile's own, plus those some buyers must also give. */
export type ReadinessField = InvoicingProfileField | 'identification_number' | 'business_name' | 'city_name';

export interface Readiness {
  ready: boolean;
  missing: ReadinessField[];
}

type ProfileValues = Partial<Record<ReadinessField, unknown>> & { country_id?: number | null };

/** What DIAN's consumidor final leaves out: the invoice names no regime and no address (APIDIAN's own example). */
const finalConsumerOmits: readonly ReadinessField[] = ['type_regime_id', 'municipality_id', 'address'];

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * A buyer may pay once every field of the invoicing profile is filled in (spec 1 §5): DIAN's invoice names the
 * buyer's person type, document type, regime, municipality and address. No profile at all misses everything.
 * A company (JURIDICA) also gives the business name its invoice carries, and a NIT is written here with its check
 * digit (the account's legal id has none to check). `documentCode` is DIAN's code of the chosen document type.
 * DIAN's consumidor final (222222222222) buys without regime, municipality or address; a buyer abroad writes a city
 * instead of picking a Colombian municipality.
 */
export function profileReadiness(profile: ProfileValues | null | undefined, documentCode: string | null = null): Readiness {
  const finalConsumer = isFinalConsumer(profile?.identification_number as string | null | undefined);
  const abroad = livesAbroad(profile);
  const needed = invoicingProfileFields.filter(
    (field) => !(finalConsumer && finalConsumerOmits.includes(field)) && !(abroad && field === 'municipality_id'),
  );
  const missing: ReadinessField[] = needed.filter((field) => blank(profile?.[field]));
  if (abroad && !finalConsumer && blank(profile?.city_name)) missing.push('city_name');
  if (documentCode === documentCodes.nit && blank(profile?.identification_number)) missing.push('identification_number');
  if (profile?.person_type === 'JURIDICA' && blank(profile.business_name)) missing.push('business_name');
  return { ready: missing.length === 0, missing };
}
