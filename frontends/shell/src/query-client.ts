import { QueryClient } from '@tanstack/react-query';
import { seedPageData } from './page-data.js';
import { readRetryDelayMs, retryRead } from './query-retry.js';

/** The app's one query cache, with the catalogue answers the first HTML brought already in it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: retryRead, retryDelay: readRetryDelayMs } },
});
seedPageData(queryClient);
