import type { QueryClient } from '@tanstack/react-query';
import { pageDataElementId, type PageData } from '@mb/contracts/domain/web-pages';

/**
 * The catalogue answers the server wrote into the page with its first HTML (gateway `plugins/first-paint.ts`), put
 * in the query cache before the first render: the page renders with them at once, instead of rendering a loader
 * and then everything again when its own request comes back.
 */
export function seedPageData(queryClient: QueryClient): void {
  const text = document.getElementById(pageDataElementId)?.textContent;
  if (!text) return;
  try {
    for (const { key, value } of JSON.parse(text) as PageData) queryClient.setQueryData(key, value);
  } catch {
    // Unreadable data: the page asks for it as it would without.
  }
}
