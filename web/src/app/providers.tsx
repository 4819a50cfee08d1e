import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api/swr-config';

/** Server state in SWR (with spec §9 cache rules), client state in Jotai. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <SWRConfig value={swrConfig}>{children}</SWRConfig>
    </JotaiProvider>
  );
}
