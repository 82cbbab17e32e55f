import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.js';

describe('the network a client address counts as', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as the same, however it is written', () => {
    const network = clientNetwork('2001:db8:85a3:42::1');
    expect(network).toBe('2001:db8:85a3:42::/64');
    for (const ip of ['2001:db8:85a3:42:ffff:ffff:ffff:fffe', '2001:0DB8:85A3:0042:1234:5678:9abc:def0', '2001:db8:85a3:42::', '2001:db8:85a3:42:0:0:0:1%eth0', '2001:db8:85a3:42::192.0.2.1']) {
      expect(clientNetwork(ip), ip).toBe(network);
    }
    expect(clientNetwork('2001:db8:85a3:43::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientNetwork('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
