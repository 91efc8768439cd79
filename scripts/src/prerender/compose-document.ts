import { scriptSafeJson } from '@app/shared/text';
import type { Locale } from '@app/shared/locale';
import { QUERY_STATE_ELEMENT_ID } from '@app/shared/query-state';

/** Where Vite's index.html expects the app. */
export const EMPTY_ROOT = '<div id="root"></div>';

export interface PageMarkup {
  readonly locale: Locale;
  /** What React rendered into `#root`; hoisted `<title>`, `<meta>` and `<link>` elements lead it. */
  readonly html: string;
  /** react-query's cache as JSON; a page the browser renders afresh (the shell) has none. */
  readonly queryState?: string;
}

const LEADING_HEAD_ELEMENT = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/** The entry stylesheet to write into the document instead of linking it. */
export interface InlineStyles {
  readonly href: string;
  readonly css: string;
}

/**
 * What the page's lazily loaded route adds: its styles (written in) and modules (preloaded), and
 * scripts of other entries that run beside the app as soon as they arrive (async modules).
 */
export interface RouteExtras {
  readonly css: string;
  readonly modules: readonly string[];
  readonly scripts?: readonly string[];
}

/** Splits React's hoisted head elements (rendered first) from the page's body markup. */
export function splitHoistedHead(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  let body = html;
  for (let match = LEADING_HEAD_ELEMENT.exec(body); match; match = LEADING_HEAD_ELEMENT.exec(body)) {
    head.push(match[0]);
    body = body.slice(match[0].length);
  }
  return { head, body };
}

/**
 * The page's HTML document: Vite's index.html with the page's language, its own title and
 * description in place of the defaults, the rendered markup in `#root` and the data to hydrate with.
 */
export function composeDocument(
  template: string,
  page: PageMarkup,
  styles?: InlineStyles,
  route?: RouteExtras,
): string {
  const { head, body } = splitHoistedHead(page.html);
  let document = template.replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`);
  if (head.some((element) => element.startsWith('<title>'))) {
    document = document.replace(/\s*<title>[^<]*<\/title>/, '');
  }
  if (head.some((element) => /^<meta\b[^>]*\bname="description"/.test(element))) {
    document = document.replace(/\s*<meta\s+name="description"[^>]*>/, '');
  }
  if (styles) {
    // The page's own stylesheet in the document: the first paint needs no second request, which on
    // a slow phone connection would share the bandwidth with the scripts (issue 5: FCP, LCP).
    document = document.replace(
      new RegExp(`<link rel="stylesheet"[^>]*href="${styles.href}"[^>]*>`),
      () => `<style>${styles.css}</style>`,
    );
  }
  const state =
    page.queryState === undefined
      ? ''
      : `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptSafeJson(page.queryState)}</script>`;
  const root = EMPTY_ROOT;
  if (!document.includes(root) || !document.includes('</head>')) {
    throw new Error('index.html has no empty <div id="root"></div> or no </head>');
  }
  const routeHead = route
    ? (route.scripts ?? []).map((src) => `<script type="module" async crossorigin src="${src}"></script>`).join('') +
      route.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('') +
      (route.css ? `<style>${route.css}</style>` : '')
    : '';
  return document
    .replace('</head>', () => `${routeHead}${head.join('')}</head>`)
    .replace(root, () => `<div id="root">${body}</div>${state}`);
}
