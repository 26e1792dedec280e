import { defaultCountries } from '@mb/contracts/domain/catalog';
import { countryName } from '@mb/contracts/domain/countries';

/** The product's countries named in the visitor's language ('CO' → 'Colombia'); none listed means the defaults. */
export function countryNames(codes: readonly string[], language: string): string[] {
  return (codes.length > 0 ? codes : defaultCountries).map((code) => countryName(code, language));
}
