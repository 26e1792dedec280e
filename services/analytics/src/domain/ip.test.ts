import { truncateIp } from './ip.js';

describe('truncateIp', () => {
  it('keeps the /24 of an IPv4 address, also written as IPv6', () => {
    expect(truncateIp('190.24.131.7')).toBe('190.24.131.0');
    expect(truncateIp('::ffff:190.24.131.7')).toBe('190.24.131.0');
  });

  it('keeps the /48 of an IPv6 address, however it is written', () => {
    expect(truncateIp('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:db8:85a3::');
    expect(truncateIp('2001:db8::1')).toBe('2001:db8:0::');
    expect(truncateIp('::1')).toBe('0:0:0::');
    expect(truncateIp('fe80::1%eth0')).toBe('fe80:0:0::');
  });

  it('keeps nothing that is not an address', () => {
    expect(truncateIp(null)).toBeNull();
    expect(truncateIp('')).toBeNull();
    expect(truncateIp('not-an-ip')).toBeNull();
  });
});
