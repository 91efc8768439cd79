import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser } from './browser.ts';
import { encryptPdf } from './encrypt-pdf.ts';
import { CHROMIUM_MISSING, pdfText, run, type Scratch, scratchDir, withChromium } from './pdf-test-tools.ts';
import { renderPdf } from './render-pdf.ts';

/** `qpdf --requires-password` exits 0 when a password is needed and 2 when it is not (`man qpdf`). */
const REQUIRES_PASSWORD = 0;
const OPENS_WITHOUT_PASSWORD = 2;

describe.skipIf(CHROMIUM_MISSING)(withChromium('encryptPdf'), () => {
  // Made in beforeAll, not here: a skipped suite still runs this body but never its afterAll.
  let scratch: Scratch;
  let plain: string;
  let encrypted: string;

  beforeAll(async () => {
    scratch = scratchDir();
    // The real input: a PDF as Chromium prints it (object and xref streams), not a toy one.
    const pdf = await renderPdf('<p>Voucher for the Tatra trip</p>');
    plain = scratch.write('plain.pdf', pdf);
    encrypted = scratch.write('encrypted.pdf', await encryptPdf(pdf, { userPassword: 'kraków-2027' }));
  });

  afterAll(async () => {
    await closeBrowser();
    scratch.remove();
  });

  it('leaves the rendered PDF itself open to anyone', () => {
    expect(run('qpdf', ['--requires-password', plain]).status).toBe(OPENS_WITHOUT_PASSWORD);
  });

  it('makes the PDF ask for a password', () => {
    expect(run('qpdf', ['--requires-password', encrypted]).status).toBe(REQUIRES_PASSWORD);
  });

  it('uses AES-256', () => {
    const shown = run('qpdf', ['--show-encryption', '--password=kraków-2027', encrypted]).stdout;
    expect(shown).toContain('R = 6');
    expect(shown).toContain('file encryption method: AESv3');
  });

  it('opens with the user password, content intact', () => {
    const decrypted = scratch.path('decrypted.pdf');
    expect(run('qpdf', ['--password=kraków-2027', '--decrypt', encrypted, decrypted]).status).toBe(0);
    expect(run('qpdf', ['--requires-password', decrypted]).status).toBe(OPENS_WITHOUT_PASSWORD);
    expect(pdfText(encrypted, 'kraków-2027')).toContain('Voucher for the Tatra trip');
  });

  it('refuses a wrong password', () => {
    const result = run('qpdf', ['--password=krakow-2027', '--decrypt', encrypted, scratch.path('wrong.pdf')]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/invalid password/i);
  });

  it('gives the user password reading rights only, and the owner password full rights', async () => {
    const asUser = run('qpdf', ['--show-encryption', '--password=kraków-2027', encrypted]).stdout;
    expect(asUser).toContain('Supplied password is user password');
    expect(asUser).toContain('modify anything: not allowed');
    expect(asUser).toContain('print high resolution: allowed');

    const owned = await encryptPdf(readFileSync(plain), { userPassword: 'guest', ownerPassword: 'agency-owner' });
    const withOwner = scratch.write('with-owner.pdf', owned);
    const asOwner = run('qpdf', ['--show-encryption', '--password=agency-owner', withOwner]).stdout;
    expect(asOwner).toContain('Supplied password is owner password');
  });
});
