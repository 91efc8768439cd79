/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { intlMessages } from './src/lib/intl/messages-plugin.ts';
// `@app/shared/…` by a relative path: Vite bundles relative imports of the config, whereas the
// workspace package would be left to Node, which cannot load TypeScript on its own.
import { INTL_LOCALE_TAGS } from '../shared/src/locale.ts';
import { apiPathPatterns, MEDIA_PATH_PREFIX } from '../shared/src/routes.ts';

/** `/x/*` → `^/x/`, an exact path `/health` → `^/health$` (Vite treats keys starting with `^` as RegExps). */
function proxyKey(pattern: string): string {
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return pattern.endsWith('/*') ? `^${escape(pattern.slice(0, -1))}` : `^${escape(pattern)}$`;
}

// In development every API path (and /media/, the hotel images) goes to the local API (`npm start -- --dev` sets API_PORT); the
// same patterns send API paths to API Gateway in CloudFront, so page routes never collide.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  [...apiPathPatterns(), `${MEDIA_PATH_PREFIX}*`].map((pattern) => [proxyKey(pattern), { target: apiTarget }]),
);

export default defineConfig({
  plugins: [
    react(),
    // The site's catalogues are put together in app/ from each folder's messages (decision 014).
    intlMessages({
      catalogues: fileURLToPath(new URL('./src/app/intl/catalogues.ts', import.meta.url)),
      localeTags: INTL_LOCALE_TAGS,
    }),
  ],
  server: { proxy },
  build: {
    // The prerender reads which CSS and modules a route needs (scripts/src/prerender/route-assets.ts).
    manifest: true,
    // The early search: a small second entry that client-rendered pages load beside the app.
    rollupOptions: { input: { index: 'index.html', 'early-search': 'src/early-search.ts' } },
    // The one chunk above Vite's 500 kB warning is ECharts (566 kB, 193 kB gzipped), tree-shaken and
    // fetched only when a hotel's weather tab opens; every chunk a page starts with stays far below.
    chunkSizeWarningLimit: 600,
  },
  // The build-time prerender imports the server bundle with Node's own loader, which cannot take
  // named exports from these CommonJS-style packages; bundling them avoids it.
  ssr: { noExternal: ['@splidejs/react-splide', '@splidejs/splide'] },
  test: {
    name: 'frontend',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts', './src/testing/preload-messages.ts'],
  },
});
