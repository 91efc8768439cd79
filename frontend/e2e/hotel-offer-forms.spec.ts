import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';

/**
 * The forms under the chosen offer (issue 14 item 4; ASK-01..03, VAL-28, spec §7): each is checked
 * by the page, stored by the API and leaves through the outbox, in the stack under test.
 */

/** A fresh address per run, so the outbox's earlier mail never answers for this one. */
const address = (name: string) => `${name}.${Date.now()}@example.com`;

async function openOffer(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/offers?adults_number=2');
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Masz pytania?' })).toBeVisible();
}

test('asking about the offer refuses a bad e-mail, then reaches the outbox (ASK-01..03)', async ({ page }) => {
  await openOffer(page, 390);
  await page.getByRole('button', { name: 'Zapytaj o ofertę' }).click();
  const form = page.getByRole('region', { name: 'Zapytaj o ofertę' });
  await expect(form.getByLabel('Imię i nazwisko')).toBeFocused();
  await form.getByLabel('Imię i nazwisko').fill('Anna Kowalska');
  await form.getByLabel('E-mail').fill('anna@');
  await form.getByLabel('Telefon').fill('+48 600 100 200');
  await form.getByLabel('Twoje pytanie').fill('Czy pokoje mają balkon z widokiem na morze?');
  await form.getByRole('button', { name: 'Wyślij pytanie' }).click();
  await expect(form.getByText('Zgoda jest wymagana, by kontynuować')).toBeVisible();
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const email = address('anna');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Wyślij pytanie' }).click();
  await expect(form.getByRole('status')).toContainText('Numer zgłoszenia:');
  const mail = await mailTo(email);
  expect(mail.subject).not.toBe('');
});

test('sending the offer by e-mail refuses an invalid address (VAL-28), then mails the recipient', async ({ page }) => {
  await openOffer(page, 1366);
  await page.getByRole('button', { name: 'Wyślij ofertę e-mailem' }).click();
  const form = page.getByRole('region', { name: 'Wyślij ofertę e-mailem' });
  await form.getByLabel('E-mail odbiorcy').fill('ktos@@example');
  await form.getByRole('button', { name: 'Wyślij ofertę' }).click();
  await expect(form.getByLabel('E-mail odbiorcy')).toHaveAttribute('aria-invalid', 'true');

  const email = address('ktos');
  await form.getByLabel('E-mail odbiorcy').fill(email);
  await form.getByLabel('Twoje imię i nazwisko (opcjonalnie)').fill('Jan Nowak');
  await form.getByRole('button', { name: 'Wyślij ofertę' }).click();
  await expect(form.getByRole('status')).toContainText(email);
  const hotel = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const mail = await mailTo(email);
  expect(`${mail.subject} ${mail.body.text ?? ''}`).toContain(hotel);
});

test('a call-back request reaches the outbox with the offer it is about', async ({ page }) => {
  await openOffer(page, 1366);
  await page.getByRole('button', { name: 'Zadzwoń do mnie' }).click();
  const form = page.getByRole('region', { name: 'Zadzwoń do mnie' });
  const email = address('oddzwon');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefon').fill('+48 600 300 400');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Poproś o telefon' }).click();
  await expect(form.getByRole('status')).toContainText('+48 600 300 400');
  await mailTo(email);
});

test('"Zarezerwuj" opens the question with a reservation request for the chosen dates and party', async ({ page }) => {
  await openOffer(page, 390);
  await page.getByRole('button', { name: 'Zarezerwuj' }).click();
  const form = page.getByRole('region', { name: 'Zapytaj o ofertę' });
  await expect(form.getByLabel('Imię i nazwisko')).toBeFocused();
  await expect(form.getByLabel('Twoje pytanie')).toHaveValue(
    /^Proszę o rezerwację terminu \d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4} \(.+\) dla 2 osób\.$/,
  );
});
