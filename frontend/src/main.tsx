import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider.tsx';
import { trackPageViews } from './app/page-views.ts';
import { createAppRouter, whenInitialized } from './app/router.tsx';
import { releaseServerHead } from './app/server-head.ts';
import { loadMessages } from './lib/intl/load-messages.ts';
import { localeAtom } from './lib/intl/locale-atom.ts';
import { pathLocale } from '@app/shared/locale';
import { QUERY_STATE_ELEMENT_ID } from '@app/shared/query-state';
import { createQueryClient } from './lib/query-client.ts';
import { appStore } from './lib/store.ts';
import './app/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// A page prerendered at build time (scripts/src/prerender) carries the data it was rendered with.
const prerenderedState = document.getElementById(QUERY_STATE_ELEMENT_ID);

/**
 * React adopts the prerendered HTML only when it would render the same: in the page's language.
 * Someone who chose another language gets the page rendered afresh in theirs.
 */
function canHydrate(): boolean {
  return (
    prerenderedState !== null && root?.firstChild != null && document.documentElement.lang === appStore.get(localeAtom)
  );
}

async function start(): Promise<void> {
  // A page whose URL names its language (`/en/wakacje/turcja`) is shown in it, as it was prerendered.
  const urlLocale = pathLocale(window.location.pathname);
  if (urlLocale) appStore.set(localeAtom, urlLocale);
  // The chosen language from the first paint; should its catalogue fail, the provider shows Polish.
  await loadMessages(appStore.get(localeAtom)).catch(() => undefined);
  const hydrating = canHydrate();
  if (hydrating && prerenderedState?.textContent)
    hydrate(queryClient, JSON.parse(prerenderedState.textContent) as DehydratedState);
  const router = await createAppRouter(queryClient, hydrating);
  trackPageViews(router);
  releaseServerHead(router, hydrating);
  const app: ReactNode = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (hydrating) {
    // As a transition, hydration too runs in slices that yield to the browser (TBT, issue 6).
    startTransition(() => {
      hydrateRoot(root as HTMLElement, app, {
        // React recovers by rendering afresh; logged so a test (and monitoring) notices the mismatch.
        onRecoverableError: (error) => console.error('The prerendered page did not match its first render', error),
      });
    });
  } else {
    // app.html's painted frame stays on screen until the first page can render whole; then React
    // renders it as a transition, in slices, yielding to the browser between them (a listing page's
    // first render is otherwise one long task on a phone: TBT, issue 6).
    await whenInitialized(router);
    const created = createRoot(root as HTMLElement);
    startTransition(() => created.render(app));
  }
}

// Not a top-level await: with one, Rolldown moves code the entry shares with lazy routes into extra chunks.
void start();
