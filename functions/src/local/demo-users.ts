import type { AdminRole } from '@app/shared/auth';

export interface DemoUser {
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly role: AdminRole;
  readonly agencyId?: string;
}

/** Demo logins created by `npm start` and the test stack (printed on start, listed in the README). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'agent@demo-travel.pl',
    password: 'Agent!2026demo',
    name: 'Anna Nowak',
    role: 'agents',
    agencyId: 'demo-agency',
  },
  { email: 'office@demo-travel.pl', password: 'Office!2026demo', name: 'Piotr Kowalski', role: 'office' },
];
