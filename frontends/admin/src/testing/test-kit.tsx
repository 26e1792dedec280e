/**
 * jsdom helpers for the admin remote's tests (never bundled): the browser APIs Mantine needs, a fake gateway
 * behind `fetch`, and the shell's providers. Import it before the remote's modules: they register
 * translations, which needs i18n initialised first.
 */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { initI18n, theme } from '@mb/ui';
import { FakeApi, type Call } from '@mb/ui/testing';

// In the page the shell initialises i18n before any remote loads; here this module plays the shell.
initI18n({ es: {}, en: {}, pt: {}, fr: {} }, 'shell');

export { FakeApi, type Call };

/** Renders the remote as the shell mounts it, under /admin, at `path`. */
export function renderAdmin(ui: ReactNode, { path = '/admin' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const location = memoryLocation({ path });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook}>
          <Route path="/admin" nest>
            {ui}
          </Route>
        </Router>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * The query strings the page sent: FakeApi records each call's path only, and the payments search lives in
 * the query. Call after creating the FakeApi, whose `fetch` it wraps.
 */
export function recordQueries(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  const fakeFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    queries.push(new URL(String(input), 'http://localhost').searchParams);
    return fakeFetch(input, init);
  }) as typeof fetch;
  return queries;
}
