/**
 * The admin area's sign-in and shell (spec §6).
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const adminSessionPl = {
  'admin.login.title': 'Logowanie do panelu',
  'admin.login.intro': 'Panel dla agentów i pracowników biura.',
  'admin.login.email': 'E-mail',
  'admin.login.password': 'Hasło',
  'admin.login.submit': 'Zaloguj się',
  'admin.login.submitting': 'Logowanie…',
  'admin.shell.title': 'Panel biura',
  'admin.shell.welcome': 'Witaj, {name}!',
  'admin.shell.signed_in_as': 'Zalogowano jako',
  'admin.shell.modules_soon': 'Tutaj pojawią się umowy, rozliczenia i pozostałe moduły panelu.',
  'admin.shell.sign_out': 'Wyloguj się',
  'admin.shell.signing_out': 'Wylogowywanie…',
  'admin.user.name': 'Imię i nazwisko',
  'admin.user.email': 'E-mail',
  'admin.user.role': 'Rola',
  'admin.user.agency': 'Agencja',
  'admin.role.agents': 'Agent',
  'admin.role.office': 'Pracownik biura',
} satisfies Record<string, string>;

type Keys = keyof typeof adminSessionPl;

export const adminSessionEn: Record<Keys, string> = {
  'admin.login.title': 'Sign in to the back office',
  'admin.login.intro': 'For agents and office staff.',
  'admin.login.email': 'E-mail',
  'admin.login.password': 'Password',
  'admin.login.submit': 'Sign in',
  'admin.login.submitting': 'Signing in…',
  'admin.shell.title': 'Back office',
  'admin.shell.welcome': 'Welcome, {name}!',
  'admin.shell.signed_in_as': 'Signed in as',
  'admin.shell.modules_soon': 'Contracts, settlements and the other back-office modules will appear here.',
  'admin.shell.sign_out': 'Sign out',
  'admin.shell.signing_out': 'Signing out…',
  'admin.user.name': 'Name',
  'admin.user.email': 'E-mail',
  'admin.user.role': 'Role',
  'admin.user.agency': 'Agency',
  'admin.role.agents': 'Agent',
  'admin.role.office': 'Office staff',
};

export const adminSessionDe: Record<Keys, string> = {
  'admin.login.title': 'Anmeldung im Backoffice',
  'admin.login.intro': 'Für Agenten und Büromitarbeiter.',
  'admin.login.email': 'E-Mail',
  'admin.login.password': 'Passwort',
  'admin.login.submit': 'Anmelden',
  'admin.login.submitting': 'Anmeldung läuft…',
  'admin.shell.title': 'Backoffice',
  'admin.shell.welcome': 'Willkommen, {name}!',
  'admin.shell.signed_in_as': 'Angemeldet als',
  'admin.shell.modules_soon': 'Hier erscheinen Verträge, Abrechnungen und die weiteren Module des Backoffice.',
  'admin.shell.sign_out': 'Abmelden',
  'admin.shell.signing_out': 'Abmeldung läuft…',
  'admin.user.name': 'Name',
  'admin.user.email': 'E-Mail',
  'admin.user.role': 'Rolle',
  'admin.user.agency': 'Agentur',
  'admin.role.agents': 'Agent',
  'admin.role.office': 'Büromitarbeiter',
};
