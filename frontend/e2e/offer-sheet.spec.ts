import { expect, test } from './fixtures.ts';
import { pdfQrCode, pdfText } from './pdf-checks.ts';

/**
 * The printable offer sheet (issue 14 item 3; PRINT-01..04, OPEN-39): printed from the page through
 * the exports group's sheet, and downloaded as its PDF, whose QR code opens this very offer.
 */
test('the offer sheet prints from the page and downloads as a PDF whose QR code opens the offer', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/offers?adults_number=2');
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  const price = (await page.getByTestId('chosen-offer-price').innerText()).trim();
  const airport = (await page.locator('.chosen-offer__fact', { hasText: 'Wylot z' }).locator('dd').innerText()).trim();

  await page.getByRole('button', { name: 'Drukuj ofertę' }).click();
  const sheet = page.frameLocator('#offer-sheet-print-frame');
  await expect(sheet.locator('main')).toContainText(price);
  await expect(sheet.locator('img.qr[src^="data:image/svg+xml"]')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Pobierz PDF' }).click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toMatch(/^oferta-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = pdfText(file).replace(/\s+/g, ' ');
  expect(text).toContain(price.replace(/\s+/g, ' '));
  expect(text).toContain(airport.replace(/\s+/g, ' '));

  const url = pdfQrCode(file);
  expect(url).toMatch(/^https?:\/\/[^/]+\/hotel\/[a-z0-9-]+\?id=[^&]+&offer_type=[A-Z0-9]+&offer=[0-9a-f-]{36}$/);
  const target = new URL(url ?? '');
  await page.goto(`${target.pathname}${target.search}`);
  await expect(page.getByTestId('chosen-offer-price')).toHaveText(price);
});
