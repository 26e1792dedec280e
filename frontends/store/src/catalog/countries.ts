import { defaultCountries } from '@mb/contracts/domain/catalog';

/** The product's countries named in the visitor's language ('CO' → 'Colombia'); none listed means the defaults. */
export function countryNames(codes: readonly string[], language: string): string[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  return (codes.length > 0 ? codes : defaultCountries).map((code) => {
    try {
      return names.of(code) ?? code;
    } catch {
      // A code Intl does not accept is still worth showing as written.
      return code;
    }
  });
}
