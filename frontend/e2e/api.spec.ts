import { expect, test } from '@playwright/test';
import { DEMO_AGENT } from './fixtures.ts';

// API checks through the same origin the browser uses; no page needed.
test.describe('API at the site origin', () => {
  test('GET /health answers 200 with status ok', async ({ request }) => {
    const response = await request.get('/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('a POST without the anti-forgery header is refused with csrf_failed', async ({ request }) => {
    const response = await request.post('/admin/api/session', {
      data: { email: DEMO_AGENT.email, password: DEMO_AGENT.password },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'csrf_failed' } });
  });

  test('GET /csrf_token hands out a token and sets an HttpOnly cookie', async ({ request }) => {
    const response = await request.get('/csrf_token');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { csrf_token?: unknown };
    expect(typeof body.csrf_token).toBe('string');
    const setCookie = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
    expect(setCookie.length).toBeGreaterThan(0);
    expect(setCookie.map((header) => header.value).join('\n')).toMatch(/HttpOnly/i);
  });

  test('the token and its cookie let a POST through', async ({ request }) => {
    const { csrf_token } = (await (await request.get('/csrf_token')).json()) as { csrf_token: string };
    const response = await request.post('/admin/api/session', {
      headers: { 'X-CSRF-Token': csrf_token },
      data: { email: DEMO_AGENT.email, password: DEMO_AGENT.password },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ email: DEMO_AGENT.email, role: 'agents' });
  });
});
