import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../local/demo-users.ts';
import { TestClient } from '../../test/api-client.ts';
import { requireRole } from './auth.ts';
import { HttpError } from './errors.ts';
import type { ApiRequest } from './types.ts';

async function requestAs(email: string | undefined): Promise<ApiRequest> {
  const cookies: Record<string, string> = {};
  if (email) {
    const user = DEMO_USERS.find((u) => u.email === email);
    const client = new TestClient();
    await client.send('POST', '/admin/api/session', { email, password: user?.password });
    cookies['id_token'] = client.cookie('id_token') ?? '';
  }
  return { cookies } as unknown as ApiRequest;
}

const officeOnly = requireRole('office')(async (_request, user) => ({ status: 200, body: { who: user.email } }));
const agentsOrOffice = requireRole(
  'agents',
  'office',
)(async (_request, user) => ({ status: 200, body: { role: user.role } }));

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('requireRole', () => {
  it('lets office staff through an office-only route and refuses agents with 403', async () => {
    expect(await officeOnly(await requestAs('office@demo-travel.pl'))).toMatchObject({
      body: { who: 'office@demo-travel.pl' },
    });
    expect(await statusOf(officeOnly(await requestAs('agent@demo-travel.pl')))).toBe(403);
  });

  it('answers 401 when nobody is signed in', async () => {
    expect(await statusOf(officeOnly(await requestAs(undefined)))).toBe(401);
  });

  it('accepts any of several roles', async () => {
    expect(await agentsOrOffice(await requestAs('agent@demo-travel.pl'))).toMatchObject({ body: { role: 'agents' } });
  });
});
