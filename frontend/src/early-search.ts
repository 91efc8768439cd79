import { startEarlySearch } from './features/offers-list/early-search.ts';

/**
 * A second, small entry of the build, loaded by the documents of client-rendered pages (app.html)
 * beside the app: on a listing page it starts the search at once (features/offers-list/early-search.ts)
 * and loads the list's route, which the router would otherwise ask for only after the app ran.
 */
if (startEarlySearch(window) !== undefined) {
  // The router's lazy import of the same module then finds it loaded; should this fail, it asks again.
  import('./app/routes/offers-list.tsx').catch(() => undefined);
}
