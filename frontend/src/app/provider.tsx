import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { AppIntlProvider } from '../lib/intl/intl-provider.tsx';
import { appStore } from '../lib/store.ts';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <AppIntlProvider>{children}</AppIntlProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
