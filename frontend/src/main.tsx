import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider.tsx';
import { trackPageViews } from './app/page-views.ts';
import { createAppRouter } from './app/router.tsx';
import { loadMessages } from './lib/intl/load-messages.ts';
import { localeAtom } from './lib/intl/locale-atom.ts';
import { createQueryClient } from './lib/query-client.ts';
import { appStore } from './lib/store.ts';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
trackPageViews(router);

const renderApp = (): void =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );

// Someone who chose English or German sees it from the first paint, not Polish for a moment, while
// the route's data is already loading; should the catalogue fail, the provider shows Polish. Not a
// top-level await: with one, Rolldown moves code the entry shares with lazy routes into extra chunks.
void loadMessages(appStore.get(localeAtom))
  .catch(() => undefined)
  .then(renderApp);
