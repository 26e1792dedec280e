import { hashKey, type QueryClient } from '@tanstack/react-query';
import { pageDataElementId, publicQueryKeys, type PageData } from '@mb/contracts/domain/web-pages';
import { readStorage, storageKeys } from '@mb/ui';

let written: PageData | undefined;

/** The answers the server wrote into the page with its first HTML (gateway `plugins/first-paint.ts`); none if unreadable. */
function pageData(): PageData {
  if (!written) {
    try {
      written = JSON.parse(document.getElementById(pageDataElementId)?.textContent || '[]') as PageData;
    } catch {
      // Unreadable data: the app asks for each answer as it would without.
      written = [];
    }
  }
  return written;
}

/** One answer the server wrote in, by its key; undefined when it wrote none. */
export function pageAnswer(key: readonly unknown[]): unknown {
  return pageData().find((entry) => hashKey(entry.key) === hashKey(key))?.value;
}

/**
 * The answers put in the query cache before the first render: the page renders with them at once, instead of
 * rendering a loader and then everything again when its own request comes back. The server's word on the session
 * only knows its cookie: a token kept from before still asks the server.
 */
export function seedPageData(queryClient: QueryClient): void {
  const keepsToken = readStorage(storageKeys.token) !== null;
  for (const { key, value } of pageData()) {
    if (keepsToken && hashKey(key) === hashKey(publicQueryKeys.session)) continue;
    queryClient.setQueryData(key, value);
  }
}
