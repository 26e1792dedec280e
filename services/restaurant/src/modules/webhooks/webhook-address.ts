import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { apiAccessMessages } from '@mb/contracts';
import { AppError } from '@mb/service-kit';
import ipaddr from 'ipaddr.js';

/**
 * Only public unicast addresses (ipaddr.js's 'unicast' range): no loopback (127/8, ::1), private (10/8, 172.16/12,
 * 192.168/16), link-local (169.254/16, fe80::/10, the cloud metadata address among them), unique-local (fc00::/7),
 * carrier-grade NAT, multicast, reserved or unspecified; an IPv4-mapped IPv6 address is judged as its IPv4 one.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  const judged =
    parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
  return judged.range() === 'unicast';
}

const privateRefusal = (address: string) => new AppError(400, apiAccessMessages.webhookUrlPrivate.replace('{address}', address));

/**
 * Where a webhook may point: every address its host resolves to must be public, checked when it is saved and again at
 * each send (by `publicLookup`, at connection time, so a name that resolves elsewhere later cannot reach inside).
 * `allowedOrigins` (development and tests only) lists origins let through anyway, such as a local receiver.
 */
export function webhookDestinations(allowedOrigins: readonly string[]) {
  const allowed = (url: URL) => allowedOrigins.includes(url.origin);
  async function assertPublic(raw: string): Promise<void> {
    const url = new URL(raw);
    if (allowed(url)) return;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : await resolve(host);
    const inside = addresses.find((address) => !isPublicAddress(address));
    if (inside) throw privateRefusal(inside);
  }
  /** For `http.request`: resolves as the system does, then refuses a non-public answer before connecting. */
  const lookupFor =
    (url: URL): LookupFunction =>
    (hostname, options, callback) => {
      resolveAll(hostname).then(
        (found) => {
          const inside = allowed(url) ? undefined : found.find((entry) => !isPublicAddress(entry.address));
          if (inside) return callback(privateRefusal(inside.address), []);
          if (options.all) return callback(null, found);
          callback(null, found[0]!.address, found[0]!.family);
        },
        (error: NodeJS.ErrnoException) => callback(error, []),
      );
    };
  return { assertPublic, lookupFor };
}

const resolveAll = (hostname: string) => lookup(hostname, { all: true, verbatim: true });

async function resolve(host: string): Promise<string[]> {
  try {
    return (await resolveAll(host)).map((entry) => entry.address);
  } catch {
    throw new AppError(400, apiAccessMessages.webhookUrlUnresolved);
  }
}
