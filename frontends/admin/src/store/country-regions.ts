/** The country picker's regions (spec 2 §2.8), each with the ISO codes the store offers there. */
export const countryRegions = {
  south: ['AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'GY', 'PY', 'PE', 'SR', 'UY', 'VE'],
  central: ['BZ', 'CR', 'SV', 'GT', 'HN', 'NI', 'PA', 'CU', 'DO', 'PR'],
  north: ['CA', 'US', 'MX'],
  europe: ['DE', 'AT', 'BE', 'DK', 'ES', 'FI', 'FR', 'IE', 'IT', 'NL', 'NO', 'PL', 'PT', 'GB', 'SE', 'CH'],
  africa: ['ZA', 'DZ', 'EG', 'GH', 'KE', 'MA', 'NG', 'SN'],
  asia: ['SA', 'CN', 'KR', 'AE', 'PH', 'IN', 'ID', 'IL', 'JP', 'SG'],
  oceania: ['AU', 'NZ', 'FJ', 'PG'],
} as const;
export type CountryRegion = keyof typeof countryRegions;

/** A country's name in the admin's language ('CO' → 'Colombia'), or its code when the browser cannot name it. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
