import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address kept with an event: the network, not the machine (/24 for IPv4, /48 for IPv6), like Plausible and
 * Umami. An IPv4 address written as IPv6 (`::ffff:a.b.c.d`) is treated as IPv4. Anything else is not kept.
 */
export function truncateIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0`;
  if (isIPv6(address)) return `${expandIpv6(address).slice(0, 3).join(':')}::`;
  return null;
}

/** The eight groups of an IPv6 address, without leading zeros ('::' filled in; a zone id dropped). */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => (group.includes('.') ? group : (parseInt(group, 16) || 0).toString(16)));
}
