/**
 * jsdom helpers for the shell's tests: the browser APIs Mantine needs, a fake gateway behind `fetch`,
 * and the shell's providers around what is rendered. Not part of any bundle.
 */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { initI18n, theme } from '@mb/ui';
import { FakeApi } from '@mb/ui/testing';
import { shellTranslations } from '../i18n/index.js';
import { SessionProvider } from '../session/session-context.js';

initI18n(shellTranslations, 'shell');

export { FakeApi };

export function renderWithShell(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{ui}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}

export const anonymous = { body: { success: true, user: null } };

export const clientUser = {
  id: '7b0f7a8e-0000-4000-8000-000000000001',
  email: 'ana@example.co',
  full_name: 'Ana Pérez',
  phone: '573001234567',
  legal_id: '900123456',
  company_name: null,
  role: 'Client',
  plan_type: 'Basic',
  google_photo_url: null,
} as const;
