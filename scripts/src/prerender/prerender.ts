import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE, pathLocale, type Locale } from '@app/shared/locale';
import { HOTEL_PAGE_TEMPLATE_FILE } from '@app/shared/hotel-page/hotel-page-template';
import { NOT_FOUND_FILE } from '@app/shared/page-answer';
import { APP_SHELL_FILE, prerenderedFile, prerenderedPaths } from '@app/shared/prerendered-pages';
import { homeContent } from './build-time-content.ts';
import { composeDocument, EMPTY_ROOT, type RouteExtras } from './compose-document.ts';
import { hotelPageTemplate } from './hotel-page-template.ts';
import { extraEntry, routeAssets, type Manifest } from './route-assets.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

/**
 * `npm run build` step 3 (after the client and the server bundle): writes the static HTML of every
 * page in `prerenderedPaths()` into `frontend/dist`, `app.html` (the first paint of all other pages),
 * `404.html` (unknown paths), the template of the hotel documents the offer import writes,
 * `sitemap.xml` and `robots.txt`.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const DIST = join(ROOT, 'frontend/dist');
const SERVER_ENTRY = join(ROOT, 'frontend/dist-ssr/entry-server.js');
const TEMPLATE_COPY = join(ROOT, 'frontend/dist-ssr/index.template.html');

/** Every prerendered page but the home page is a destination page. */
const DESTINATION_ROUTE = 'src/app/routes/destination.tsx';
/** The second entry that pages rendered in the browser load beside the app (vite.config.ts). */
const EARLY_SEARCH_ENTRY = 'src/early-search.ts';

// React and its dependencies pick their production builds from this when first imported.
process.env.NODE_ENV = 'production';

interface EntryServer {
  renderShell(): Promise<string>;
  readonly SITE_ORIGIN: string;
  readonly PUBLIC_PAGES: readonly string[];
  renderPage(
    url: string,
    locale: Locale,
    content?: object,
  ): Promise<{ status: number; html: string; queryState: string }>;
}

const started = performance.now();
const entry = (await import(pathToFileURL(SERVER_ENTRY).href)) as EntryServer;
// Vite's index.html is the template of every document. Run again on the same build, index.html is
// already the home page: the copy kept beside the server bundle (not deployed) is used.
const built = readFileSync(join(DIST, 'index.html'), 'utf8');
if (built.includes(EMPTY_ROOT)) copyFileSync(join(DIST, 'index.html'), TEMPLATE_COPY);
const template = readFileSync(TEMPLATE_COPY, 'utf8');

const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/index-[^"]+\.css)"/.exec(template)?.[1];
const styles = stylesheet ? { href: stylesheet, css: readFileSync(join(DIST, stylesheet), 'utf8') } : undefined;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
/**
 * The destination route's styles, which its documents carry (read once). Its modules are not
 * preloaded: the page's content is already in the document, and preloading ~55 KB of route code
 * beside the entry delayed its first paint on a phone's connection (Lighthouse LCP 2.6–2.8 s with
 * the preloads, 2.05–2.08 s without, same build); hydration starts a round trip later instead.
 */
const destinationAssets = routeAssets(manifest, DESTINATION_ROUTE);
const destinationExtras: RouteExtras = {
  css: destinationAssets.css.map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n'),
  modules: [],
};
const routeExtras = (path: string): RouteExtras | undefined => (path === '/' ? undefined : destinationExtras);

// Listing pages are rendered in the browser: their search starts beside the app (issue 6).
const earlySearch = extraEntry(manifest, EARLY_SEARCH_ENTRY);
const shellExtras: RouteExtras = { css: '', modules: earlySearch.modules, scripts: [earlySearch.script] };
const shell = await entry.renderShell();
writeFileSync(
  join(DIST, APP_SHELL_FILE),
  composeDocument(template, { locale: 'pl', html: shell }, styles, shellExtras),
);
writeFileSync(
  join(DIST, HOTEL_PAGE_TEMPLATE_FILE),
  JSON.stringify(hotelPageTemplate(template, shell, entry.SITE_ORIGIN)),
);

// Answered with 404 for every path the router does not know (decision 028). Without its data in the
// document, the browser renders the path afresh: whatever page it turns out to be, nothing mismatches.
const notFound = await entry.renderPage('/404', DEFAULT_LOCALE);
writeFileSync(
  join(DIST, NOT_FOUND_FILE),
  composeDocument(template, { locale: DEFAULT_LOCALE, html: notFound.html }, styles),
);

const paths = prerenderedPaths();
for (const path of paths) {
  const locale = pathLocale(path) ?? DEFAULT_LOCALE;
  const content = path === '/' ? homeContent(locale) : {};
  const page = await entry.renderPage(path, locale, content);
  if (page.status !== 200) throw new Error(`${path} rendered with status ${page.status}`);
  const file = join(DIST, prerenderedFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    composeDocument(template, { locale, html: page.html, queryState: page.queryState }, styles, routeExtras(path)),
  );
}
writeFileSync(join(DIST, 'sitemap.xml'), sitemapXml(entry.SITE_ORIGIN, sitemapEntries(entry.PUBLIC_PAGES)));
writeFileSync(join(DIST, 'robots.txt'), robotsTxt(entry.SITE_ORIGIN));
console.log(`prerendered ${paths.length} page(s) in ${Math.round(performance.now() - started)} ms`);
