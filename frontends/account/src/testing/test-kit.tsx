/**
 * jsdom helpers for the account remote's tests (never bundled): the browser APIs Mantine needs, a fake gateway
 * behind `fetch`, and the shell's providers with the signed-in user already in the session cache. Import it
 * before the remote's modules: they register translations, which needs i18n initialised first.
 */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SessionUser } from '@mb/contracts';
import { initI18n, sessionQueryKey, theme } from '@mb/ui';
import { FakeApi, type Call } from '@mb/ui/testing';

// In the page the shell initialises i18n before any remote loads; here this module plays the shell.
initI18n({ es: {}, en: {}, pt: {}, fr: {} }, 'shell');

export { FakeApi, type Call };

export const clientUser: SessionUser = {
  id: '7b0f7a8e-0000-4000-8000-000000000001',
  email: 'ana@example.co',
  full_name: 'Ana Pérez',
  role: 'Client',
  plan_type: 'Basic',
};

/**
 * Renders the remote as the shell mounts it, under /cuenta. `user`: the shell's answer to who is signed in;
 * 'unknown' leaves the session entry empty, as before the shell has asked the server.
 */
export function renderAccount(ui: ReactNode, { path = '/cuenta', user = clientUser }: { path?: string; user?: SessionUser | null | 'unknown' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  if (user !== 'unknown') queryClient.setQueryData(sessionQueryKey, user);
  const location = memoryLocation({ path });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook}>
          <Route path="/cuenta" nest>
            {ui}
          </Route>
        </Router>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
