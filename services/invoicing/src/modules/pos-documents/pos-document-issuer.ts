import { requestKey } from '../../domain/cufe.js';
import type { buildAdjustmentNote } from '../../domain/pos-adjustment-note.js';
import { posIds, type SaleDocumentRequest } from '../../domain/pos-document-body.js';
import { resolutionLegend } from '../../domain/printed-form.js';
import { tokenKey } from '../../domain/token-crypto.js';
import type { InvoicesDeps } from '../invoices/invoices.service.js';
import {
  issuerOfRestaurant,
  openRestaurantIssuer,
  type IssuerResolution,
  type OpenRestaurantIssuer,
} from '../restaurant-issuers/restaurant-issuers.repository.js';

// The restaurant's issuer as its documents need it: its resolutions, its company's facts, its CUDE.

export type PosDocumentsDeps = InvoicesDeps;

/** The resolution a document is numbered from, usable when it has a range. */
export const usable = (resolution: IssuerResolution | null): resolution is IssuerResolution & { rangeFrom: number; rangeTo: number } =>
  resolution !== null && resolution.rangeFrom !== null && resolution.rangeTo !== null;

export const legendOf = (resolution: IssuerResolution & { rangeFrom: number; rangeTo: number }) =>
  resolutionLegend(
    {
      number: resolution.resolution,
      date: resolution.resolutionDate ?? resolution.validFrom ?? '',
      from: resolution.rangeFrom,
      to: resolution.rangeTo,
      validFrom: resolution.validFrom ?? resolution.resolutionDate ?? '',
      validTo: resolution.validTo ?? '',
    },
    resolution.prefix,
  );

export async function openIssuer(deps: PosDocumentsDeps, restaurantId: string): Promise<OpenRestaurantIssuer | null> {
  const row = await issuerOfRestaurant(deps.pool, restaurantId);
  return row ? openRestaurantIssuer(row, tokenKey(deps.config.ISSUER_TOKEN_KEY)) : null;
}

export function issuerFacts(deps: PosDocumentsDeps, issuer: OpenRestaurantIssuer) {
  return {
    nit: issuer.nit,
    address: issuer.address,
    // DIAN's postal codes start with the department's two DANE digits; the municipality id stands in until kept.
    postalZoneCode: String(issuer.municipalityId).padStart(6, '0'),
    incResponsible: issuer.incResponsible,
    software: {
      maker: deps.config.PLATFORM_SOFTWARE_MAKER,
      makerBusinessName: deps.config.PLATFORM_ISSUER_NAME,
      name: deps.config.PLATFORM_SOFTWARE_NAME,
    },
  };
}

/** The CUDE we expect of a type-15 or type-26 document; a type-1 invoice's CUFE needs a technical key we do not keep. */
export function localKey(
  issuer: OpenRestaurantIssuer,
  request: SaleDocumentRequest | ReturnType<typeof buildAdjustmentNote>,
): string | null {
  if (request.type_document_id === posIds.invoice || !issuer.eqdocsPin) return null;
  return requestKey(request, { nit: issuer.nit, key: issuer.eqdocsPin, environment: issuer.eqdocsEnvironmentId });
}
