import { QueryClient } from '@tanstack/react-query';
import { seedPageData } from './page-data.js';

/** The app's one query cache, with the catalogue answers the first HTML brought already in it. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
seedPageData(queryClient);
