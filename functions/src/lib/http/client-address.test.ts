import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitClient } from './client-address.ts';

describe('client address', () => {
  it('takes the viewer address CloudFront passes on, without the port', () => {
    const at = (viewer: string) =>
      clientAddress({ headers: { 'cloudfront-viewer-address': viewer }, sourceIp: '10.0.0.1' });
    expect(at('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(at('2001:db8:85a3::8a2e:370:7334:46532')).toBe('2001:db8:85a3::8a2e:370:7334');
    expect(at('[2001:db8::1]:443')).toBe('2001:db8::1');
  });

  it('falls back to the connection address', () => {
    expect(clientAddress({ headers: {}, sourceIp: '203.0.113.7' })).toBe('203.0.113.7');
    expect(clientAddress({ headers: { 'cloudfront-viewer-address': ' ' }, sourceIp: '203.0.113.7' })).toBe(
      '203.0.113.7',
    );
  });

  it('limits IPv4 per address and IPv6 per /64 network', () => {
    expect(rateLimitClient('198.51.100.10')).toBe('198.51.100.10');
    expect(rateLimitClient('2001:db8:85a3:0042:8a2e:370:7334:1')).toBe('2001:db8:85a3:42::/64');
    expect(rateLimitClient('2001:DB8:85a3:42::ffff')).toBe('2001:db8:85a3:42::/64');
    expect(rateLimitClient('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitClient('::1')).toBe('0:0:0:0::/64');
  });
});
