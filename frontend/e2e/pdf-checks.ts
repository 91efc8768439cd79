import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * What a traveller gets from a downloaded PDF, read with poppler (installed by .ci/run): its text,
 * and the QR code on page 1 as a phone camera would see a printout (150 dpi).
 */
function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 20_000 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return result.stdout;
}

export function pdfText(file: string): string {
  return run('pdftotext', ['-layout', file, '-']);
}

export function pdfQrCode(file: string): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-pdf-'));
  try {
    const prefix = join(dir, 'page');
    run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
    const png = PNG.sync.read(readFileSync(`${prefix}.png`));
    return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)
      ?.data;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
