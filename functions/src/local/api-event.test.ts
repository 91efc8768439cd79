import { describe, expect, it } from 'vitest';
import { toApiGatewayEvent } from './api-event.ts';

describe('toApiGatewayEvent', () => {
  it('builds an HTTP API v2 event as API Gateway does', () => {
    const event = toApiGatewayEvent({
      method: 'POST',
      url: new URL('http://localhost/newsletter/sign_up?newsletter%5Bemail%5D=a%40b.pl&x=1&x=2'),
      headers: { 'Content-Type': 'application/json', cookie: 'a=1; b=2', 'accept-language': 'de' },
      body: Buffer.from('{"ok":true}'),
      sourceIp: '10.0.0.1',
      routeKey: 'POST /newsletter/sign_up',
    });
    expect(event.version).toBe('2.0');
    expect(event.rawPath).toBe('/newsletter/sign_up');
    expect(event.rawQueryString).toBe('newsletter%5Bemail%5D=a%40b.pl&x=1&x=2');
    expect(event.queryStringParameters).toEqual({ 'newsletter[email]': 'a@b.pl', x: '1,2' });
    expect(event.cookies).toEqual(['a=1', 'b=2']);
    expect(event.headers).toEqual({ 'content-type': 'application/json', 'accept-language': 'de' });
    expect(event.body).toBe('{"ok":true}');
    expect(event.isBase64Encoded).toBe(false);
    expect(event.requestContext.http).toMatchObject({
      method: 'POST',
      path: '/newsletter/sign_up',
      sourceIp: '10.0.0.1',
    });
  });

  it('base64-encodes binary bodies', () => {
    const event = toApiGatewayEvent({
      method: 'POST',
      url: new URL('http://localhost/upload'),
      headers: { 'content-type': 'application/pdf' },
      body: Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff]),
      sourceIp: '127.0.0.1',
      routeKey: '$default',
    });
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff]));
  });
});
