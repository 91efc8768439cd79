import { describe, expect, it } from 'vitest';
import { TestClient } from '../../test/api-client.ts';

describe('HTTP stack through the local adapter', () => {
  it('answers unknown API paths with the one error shape and 404', async () => {
    const response = await new TestClient().request('/admin/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Nie znaleziono.' } });
  });

  it('answers a known path with another method with 405 and Allow', async () => {
    const client = new TestClient();
    const response = await client.send('PUT', '/admin/api/session', {});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'POST']);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
  });

  it('sets security headers on success and on errors', async () => {
    const client = new TestClient();
    for (const path of ['/csrf_token', '/admin/api/nope']) {
      const response = await client.request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a body that is not JSON with 415', async () => {
    const client = new TestClient();
    const token = await client.fetchCsrf();
    const response = await client.request('/admin/api/session', {
      method: 'POST',
      body: 'email=a@b.pl',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': token },
    });
    expect(response.status).toBe(415);
  });

  it('refuses malformed JSON with 400', async () => {
    const client = new TestClient();
    const token = await client.fetchCsrf();
    const response = await client.request('/admin/api/session', {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('bad_request');
  });

  it('names every invalid field in the visitor language', async () => {
    const client = new TestClient();
    const response = await client.send(
      'POST',
      '/admin/api/session',
      { email: 'not-an-email', password: 42 },
      { 'accept-language': 'en' },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Please correct the marked fields and try again.',
        fields: { email: 'Enter a valid e-mail address (no national characters)', password: 'Invalid value' },
      },
    });
  });

  it('refuses a body above 1 MB with 413', async () => {
    const client = new TestClient();
    const response = await client.send('POST', '/admin/api/session', {
      email: 'a@b.pl',
      password: 'x'.repeat(1_100_000),
    });
    expect(response.status).toBe(413);
  });
});
