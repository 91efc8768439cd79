import type { ApiRequest } from './types.ts';

/**
 * The visitor's IP address. Behind CloudFront the connection comes from CloudFront, which passes
 * the viewer's address as `CloudFront-Viewer-Address` (`198.51.100.10:46532`, IPv6 unbracketed
 * with the port last) and replaces any such header the viewer sent. Without it (the local
 * adapter, a direct call) the connection's address is the visitor's.
 */
export function clientAddress(request: Pick<ApiRequest, 'headers' | 'sourceIp'>): string {
  const viewer = request.headers['cloudfront-viewer-address']?.trim();
  if (viewer) {
    const colon = viewer.lastIndexOf(':');
    const host = colon > 0 ? viewer.slice(0, colon) : viewer;
    const address = host.replace(/^\[(.*)\]$/, '$1');
    if (address) return address;
  }
  return request.sourceIp;
}

/**
 * What a per-client limit counts: an IPv4 address, or the /64 network of an IPv6 address, since
 * one household or phone typically gets a whole /64 and could otherwise rotate addresses freely.
 */
export function rateLimitClient(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
