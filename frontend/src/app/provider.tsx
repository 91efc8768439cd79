import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { AppIntlProvider } from '../lib/intl/intl-provider.tsx';
import { appStore } from '../lib/store.ts';

/**
 * Marks the document once React has taken the page over (`<html data-app-ready>`): before that a
 * prerendered page shows but does not respond; journeys wait for it. Rendered on the server too, so
 * both trees have the same shape (useId derives its ids from it).
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset['appReady'] = 'true';
  }, []);
  return null;
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <AppIntlProvider>
          {children}
          <AppReady />
        </AppIntlProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
