import { isPublicAddress } from './webhook-address.js';

describe('webhook addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '::1',
    'fc00::1',
    'fd12::1',
    '0.0.0.0',
    '::ffff:127.0.0.1',
    'fe80::1',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(['8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:1.1.1.1'])('accepts %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );
});
