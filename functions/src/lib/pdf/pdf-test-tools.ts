import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { localChromiumPath } from './chromium-launch-options.ts';

/**
 * Test helpers only. The PDFs are checked with the same tools a person would use (poppler, qpdf),
 * not with the library that wrote them, so a bug in our pipeline cannot also hide itself.
 */

const chromiumPath = localChromiumPath();
export const CHROMIUM_MISSING = !existsSync(chromiumPath);

const SKIP_REASON = `skipped: no Chromium at ${chromiumPath}; install it or set CHROME_PATH`;

/** Names a browser suite so that, when it is skipped, the run says why (the summary hides titles). */
export function withChromium(title: string): string {
  if (!CHROMIUM_MISSING) return title;
  console.warn(`${title}: ${SKIP_REASON}`);
  return `${title} (${SKIP_REASON})`;
}

export interface Scratch {
  write(name: string, bytes: Uint8Array): string;
  path(name: string): string;
  remove(): void;
}

export function scratchDir(): Scratch {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-test-'));
  return {
    write: (name, bytes) => {
      writeFileSync(join(dir, name), bytes);
      return join(dir, name);
    },
    path: (name) => join(dir, name),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function run(command: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 20_000 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function pdfText(file: string, password?: string): string {
  const result = run('pdftotext', [...(password ? ['-upw', password] : []), '-layout', file, '-']);
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout;
}

/** Rasterises page 1 at 150 dpi, about what a phone camera sees of a printout, and decodes a QR code. */
export function scanQrCode(pdfFile: string, scratch: Scratch): string | undefined {
  const prefix = scratch.path('page');
  const result = run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', pdfFile, prefix]);
  if (result.status !== 0) throw new Error(`pdftoppm failed: ${result.stderr}`);
  const png = PNG.sync.read(readFileSync(`${prefix}.png`));
  const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);
  return jsQR(pixels, png.width, png.height)?.data;
}
