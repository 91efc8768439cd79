import type { HTTPRequest, PDFMargin } from 'puppeteer-core';
import { getBrowser } from './browser.ts';

export interface RenderPdfOptions {
  /** CSS lengths per side, e.g. `'12mm'`; sides not given keep the default of 15 mm. */
  margin?: PDFMargin;
  /** Upper bound for loading the document and, separately, for printing it. */
  timeoutMs?: number;
  /** Told about every URL the document tried to load; for logging templates that are not self-contained. */
  onBlockedRequest?: (url: string) => void;
}

const DEFAULT_MARGIN = { top: '15mm', right: '15mm', bottom: '15mm', left: '15mm' } as const;
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Prints our own HTML to an A4 PDF. The document must be self-contained: images, fonts and styles
 * inline or as `data:` URLs. Everything else is blocked, so a template (or a value that slipped
 * past escaping) can never make the renderer fetch a URL, reach internal services or leak data.
 */
export async function renderPdf(html: string, options: RenderPdfOptions = {}): Promise<Uint8Array> {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const browser = await getBrowser();
  const page = await browser.newPage();
  try {
    page.setDefaultTimeout(timeout);
    // Templates are static markup; with scripts off, nothing in a document can open a socket.
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request) => allowInlineOnly(request, options.onBlockedRequest));
    // `load` fires once every image has loaded (or failed, as blocked ones do at once);
    // page.pdf() then waits for web fonts (waitForFonts).
    await page.setContent(html, { waitUntil: 'load', timeout });
    return await page.pdf({
      format: 'A4',
      printBackground: true,
      margin: { ...DEFAULT_MARGIN, ...options.margin },
      waitForFonts: true,
      timeout,
    });
  } finally {
    // A crashed page cannot be closed; that must not hide the error that crashed it.
    await page.close().catch(() => undefined);
  }
}

function allowInlineOnly(request: HTTPRequest, onBlocked: ((url: string) => void) | undefined): void {
  const url = request.url();
  // Rejections are ignored: the page may already be closing when a late request is decided.
  if (isInline(url)) {
    request.continue().catch(() => undefined);
    return;
  }
  request.abort('blockedbyclient').catch(() => undefined);
  onBlocked?.(url);
}

/** `about:blank` is the document setContent() writes into; `data:` URLs carry inline assets. */
function isInline(url: string): boolean {
  return url.startsWith('data:') || url === 'about:blank';
}
