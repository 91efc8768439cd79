import { SignJWT, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../test/api-client.ts';
import { DEMO_USERS } from '../local/demo-users.ts';

const [agent, office] = DEMO_USERS;
if (!agent || !office) throw new Error('demo users missing');

async function signIn(client: TestClient, email: string, password: string, language = 'pl'): Promise<Response> {
  return client.send('POST', '/admin/api/session', { email, password }, { 'accept-language': language });
}

describe('admin session', () => {
  it('signs the demo agent in with HttpOnly SameSite cookies and reads the role from the token', async () => {
    const client = new TestClient();
    const response = await signIn(client, agent.email, agent.password);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      email: agent.email,
      name: 'Anna Nowak',
      role: 'agents',
      agency_id: 'demo-agency',
    });
    const cookies = response.headers.getSetCookie();
    const idCookie = cookies.find((c) => c.startsWith('id_token='));
    expect(idCookie).toMatch(/HttpOnly/);
    expect(idCookie).toMatch(/SameSite=Strict/);
    // Secure is switched off only for plain-http localhost.
    expect(idCookie).not.toMatch(/Secure/);
    expect(cookies.find((c) => c.startsWith('refresh_token='))).toMatch(/Path=\/admin\/api/);
    // Tokens never travel in the body.
    expect(JSON.stringify(await client.request('/admin/api/me').then((r) => r.json()))).not.toContain('eyJ');
  });

  it('GET /admin/api/me answers the signed-in office user, and 401 without a session', async () => {
    const client = new TestClient();
    expect((await client.request('/admin/api/me')).status).toBe(401);
    await signIn(client, office.email, office.password);
    const me = await client.request('/admin/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: office.email, role: 'office', agency_id: null });
  });

  it('rejects a token signed by anyone else, or a tampered one', async () => {
    const client = new TestClient();
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ token_use: 'id', 'cognito:groups': ['office'], email: 'evil@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuer(process.env['COGNITO_ISSUER'] ?? '')
      .setAudience(process.env['COGNITO_CLIENT_ID'] ?? '')
      .setExpirationTime('1h')
      .sign(privateKey);
    client.setCookie('id_token', forged);
    expect((await client.request('/admin/api/me')).status).toBe(401);

    const real = new TestClient();
    await signIn(real, agent.email, agent.password);
    const [header, payload, signature] = (real.cookie('id_token') ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const elevated = Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['office'] })).toString('base64url');
    real.setCookie('id_token', `${header}.${elevated}.${signature}`);
    // With the refresh token still present the session is renewed from Cognito: the role stays "agents".
    const renewed = await real.request('/admin/api/me');
    expect(await renewed.json()).toMatchObject({ role: 'agents' });
    expect(renewed.headers.getSetCookie().some((c) => c.startsWith('id_token=eyJ'))).toBe(true);
    real.setCookie('id_token', `${header}.${elevated}.${signature}`);
    real.setCookie('refresh_token', 'not-a-token');
    expect((await real.request('/admin/api/me')).status).toBe(401);
  });

  it('signs out: cookies cleared, then 401', async () => {
    const client = new TestClient();
    await signIn(client, agent.email, agent.password);
    const response = await client.send('DELETE', '/admin/api/session');
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join(' ')).toMatch(/id_token=;.*Max-Age=0/);
    expect(client.cookie('id_token')).toBeUndefined();
    expect((await client.request('/admin/api/me')).status).toBe(401);
  });

  it('says clearly that the e-mail or password is wrong, in the visitor language', async () => {
    const client = new TestClient();
    const response = await signIn(client, office.email, 'wrong-password', 'de');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'E-Mail oder Passwort ist falsch.' },
    });
    expect((await signIn(client, office.email, office.password)).status).toBe(200);
  });

  it('slows down after five wrong passwords in a row (429 with Retry-After)', async () => {
    const client = new TestClient();
    const email = `guess-${Date.now()}@demo-travel.pl`;
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await signIn(client, email, `guess-${attempt}`)).status).toBe(401);
    const blocked = await signIn(client, email, 'guess-6');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    const body = (await blocked.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('too_many_sign_in_attempts');
    expect(body.error.message).toMatch(/Spróbuj ponownie za (29|30) s\./);
    // Other accounts are not affected.
    expect((await signIn(client, agent.email, agent.password)).status).toBe(200);
  });
});
