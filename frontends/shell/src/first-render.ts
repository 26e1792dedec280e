import type { QueryClient } from '@tanstack/react-query';
import { preloadPage } from './remotes/remote-route.js';
import { remotePageAt } from './routes.js';
import { sessionQuery } from './session/session-context.js';

/** Past this the app renders anyway: a page still loading shows its loader, a session still asked for its wait. */
const firstRenderWaitMs = 2500;

/**
 * What the first render needs from the network, asked for as soon as the shell runs: the session and the URL's
 * remote page. Answers that arrive after a render re-render the page synchronously (TanStack Query's and a lazy
 * page's updates are not transitions), on a phone a few hundred milliseconds of main thread in one piece; before it,
 * the first render draws the page in the transition's short slices. The start-up loading screen covers this wait.
 */
export async function prepareFirstRender(queryClient: QueryClient, pathname: string): Promise<void> {
  const page = remotePageAt(pathname);
  const ready = Promise.all([
    queryClient.prefetchQuery(sessionQuery),
    page ? preloadPage(page.remote, page.module).catch(() => undefined) : undefined,
  ]);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, firstRenderWaitMs))]);
}
