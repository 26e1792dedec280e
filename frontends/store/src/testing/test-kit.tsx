/**
 * jsdom helpers for the store's tests: the browser APIs Mantine needs, a fake gateway behind `fetch`, the
 * shell's providers (Mantine, TanStack Query with the session entry, a router at /tienda). Not part of any
 * bundle; sample products are in fixtures.ts.
 */
import './i18n-setup.js';
import '../i18n.js';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SessionUser } from '@mb/contracts';
import { sessionQueryKey, theme } from '@mb/ui';
import { FakeApi, type Call } from '@mb/ui/testing';

export { FakeApi, type Call };

export const clientUser: SessionUser = {
  id: '7b0f7a8e-0000-4000-8000-000000000001',
  email: 'ana@example.co',
  full_name: 'Ana Pérez',
  role: 'Client',
  plan_type: 'Basic',
};

/**
 * Renders inside the shell's providers at `path`; `nest` mounts it under a route as the shell does (the
 * store at /tienda). `user`: the session the shell would have put in the cache; undefined leaves it
 * unknown (still loading).
 */
export function renderPage(ui: ReactNode, { path = '/', user, nest }: { path?: string; user?: SessionUser | null; nest?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  if (user !== undefined) queryClient.setQueryData(sessionQueryKey, user);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook}>
          {nest ? (
            <Route path={nest} nest>
              {ui}
            </Route>
          ) : (
            ui
          )}
        </Router>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient, location };
}

export function renderStore(ui: ReactNode, { path = '/tienda', user }: { path?: string; user?: SessionUser | null } = {}) {
  return renderPage(ui, { path, user, nest: '/tienda' });
}
