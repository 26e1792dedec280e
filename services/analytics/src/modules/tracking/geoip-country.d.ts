/** The one call used from geoip-country (MaxMind's GeoLite2 country data, shipped inside the package). */
declare module 'geoip-country' {
  const geoip: { lookup(ip: string): { country: string } | null };
  export default geoip;
}
