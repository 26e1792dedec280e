// A remote's page as the shell mounts it, for the remotes' tests (never bundled). Importing this module plays
// the shell's part of initialising i18n, so import it before the remote's own translations.
import './jsdom.js';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SessionUser } from '@mb/contracts';
import { initI18n } from '../i18n.js';
import { sessionQueryKey } from '../session.js';
import { theme } from '../theme.js';

initI18n({ es: {}, en: {}, pt: {}, fr: {} }, 'shell');

/** A signed-in customer, as the shell's session cache holds them. */
export const clientUser: SessionUser = {
  id: '7b0f7a8e-0000-4000-8000-000000000001',
  email: 'ana@example.co',
  full_name: 'Ana Pérez',
  role: 'Client',
  plan_type: 'Basic',
};

/**
 * Renders a remote's page inside the shell's providers at `path`; `nest` mounts it under its route as the
 * shell does (/tienda, /cuenta, /admin). `user`: the session the shell would have put in the cache;
 * undefined leaves it unknown, as before the shell has asked the server.
 */
export function renderRemote(ui: ReactNode, { path = '/', user, nest }: { path?: string; user?: SessionUser | null; nest?: string } = {}) {
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
