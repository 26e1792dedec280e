import geoip from 'geoip-country';

/**
 * The country (ISO 3166 alpha-2) of an address, from the GeoLite2 data geoip-country ships and loads into memory:
 * no network look-up at run time. Updating the package updates the data. Private and unknown addresses: null.
 */
export function countryOf(ip: string): string | null {
  return geoip.lookup(ip)?.country || null;
}
