import { describe, expect, it } from 'vitest';
import { TestClient } from '../../test/api-client.ts';

async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

describe('CSRF protection (API-02)', () => {
  it('GET /csrf_token answers the token and sets a signed HttpOnly cookie', async () => {
    const client = new TestClient();
    const response = await client.request('/csrf_token');
    expect(response.status).toBe(200);
    const { csrf_token } = (await response.json()) as { csrf_token: string };
    expect(csrf_token).toMatch(/^[\w-]{43}$/);
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^csrf=${csrf_token}\\.[\\w-]+;`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
  });

  it('rejects a POST without the header with 403', async () => {
    const client = new TestClient();
    await client.fetchCsrf();
    const response = await client.request('/admin/api/session', {
      method: 'POST',
      json: { email: 'a@b.pl', password: 'x' },
    });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('csrf_failed');
  });

  it('rejects a POST without the cookie with 403', async () => {
    const client = new TestClient();
    const token = await client.fetchCsrf();
    const stranger = new TestClient();
    const response = await stranger.request('/admin/api/session', {
      method: 'POST',
      json: { email: 'a@b.pl', password: 'x' },
      headers: { 'x-csrf-token': token },
    });
    expect(response.status).toBe(403);
  });

  it('rejects a header that does not match the cookie, and a forged signature', async () => {
    const client = new TestClient();
    await client.fetchCsrf();
    const other = await new TestClient().fetchCsrf();
    const mismatch = await client.send(
      'POST',
      '/admin/api/session',
      { email: 'a@b.pl', password: 'x' },
      { 'x-csrf-token': other },
    );
    expect(mismatch.status).toBe(403);

    const forger = new TestClient();
    forger.setCookie('csrf', 'chosen-token.forged-signature');
    forger.csrfToken = 'chosen-token';
    const forged = await forger.send('POST', '/admin/api/session', { email: 'a@b.pl', password: 'x' });
    expect(forged.status).toBe(403);
  });

  it('also protects DELETE', async () => {
    const response = await new TestClient().request('/admin/api/session', { method: 'DELETE' });
    expect(response.status).toBe(403);
  });

  it('lets a POST with a matching token through to validation', async () => {
    const client = new TestClient();
    const response = await client.send('POST', '/admin/api/session', { email: 'bad' });
    expect(response.status).toBe(400);
  });
});
