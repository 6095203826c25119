import { describe, expect, it } from 'vitest';
import { displayIp, ipAllowed, parseIpOrRange } from './ipAllowList';

describe('parseIpOrRange', () => {
  it('accepts IPv4 addresses and ranges, canonical', () => {
    expect(parseIpOrRange(' 203.0.113.7 ', 'ipv4')).toBe('203.0.113.7');
    expect(parseIpOrRange('10.0.0.0/08', 'ipv4')).toBe('10.0.0.0/8');
    expect(parseIpOrRange('10.0.0.0/33', 'ipv4')).toBeNull();
    expect(parseIpOrRange('256.1.1.1', 'ipv4')).toBeNull();
    expect(parseIpOrRange('2001:db8::1', 'ipv4')).toBeNull();
    expect(parseIpOrRange('1.2.3.4/8/9', 'ipv4')).toBeNull();
    expect(parseIpOrRange('1.2.3.4/', 'ipv4')).toBeNull();
  });

  it('accepts IPv6 addresses and ranges, lower-cased', () => {
    expect(parseIpOrRange('2001:DB8::7', 'ipv6')).toBe('2001:db8::7');
    expect(parseIpOrRange('2001:db8::/48', 'ipv6')).toBe('2001:db8::/48');
    expect(parseIpOrRange('2001:db8::/129', 'ipv6')).toBeNull();
    expect(parseIpOrRange('fe80::1%eth0', 'ipv6')).toBeNull();
    expect(parseIpOrRange('1.2.3.4', 'ipv6')).toBeNull();
  });
});

describe('ipAllowed', () => {
  it('lets everything through an empty list', () => {
    expect(ipAllowed([], '198.51.100.1')).toBe(true);
  });

  it('matches addresses and ranges of both families, IPv4-mapped callers as IPv4', () => {
    const list = ['203.0.113.7', '10.0.0.0/8', '2001:db8::/32'];
    expect(ipAllowed(list, '203.0.113.7')).toBe(true);
    expect(ipAllowed(list, '::ffff:10.20.30.40')).toBe(true);
    expect(ipAllowed(list, '2001:db8:1::5')).toBe(true);
    expect(ipAllowed(list, '203.0.113.8')).toBe(false);
    expect(ipAllowed(list, '2001:db9::1')).toBe(false);
    expect(ipAllowed(list, 'not an address')).toBe(false);
  });

  it('shows an IPv4-mapped address as IPv4', () => {
    expect(displayIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(displayIp('::1')).toBe('::1');
  });
});
