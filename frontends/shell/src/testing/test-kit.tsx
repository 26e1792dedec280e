/**
 * jsdom helpers for the shell's tests: the browser APIs Mantine needs, a fake gateway behind `fetch`,
 * and the shell's providers around what is rendered. Not part of any bundle.
 */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { initI18n, theme } from '@mb/ui';
import { shellTranslations } from '../i18n/index.js';
import { SessionProvider } from '../session/session-context.js';

// What jsdom lacks and Mantine uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

initI18n(shellTranslations, 'shell');

export interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status?: number; body: unknown } | ((call: Call) => { status?: number; body: unknown });

/**
 * The gateway as `fetch` sees it: answers per "METHOD /path" (without the query), taken in order, the
 * last one repeating; every call is recorded. An unknown route is a 404 with the service's envelope.
 */
export class FakeApi {
  readonly calls: Call[] = [];
  readonly #answers = new Map<string, Answer[]>();

  constructor() {
    globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const call: Call = {
        method,
        path: url.pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: { ...(init.headers as Record<string, string>) },
      };
      this.calls.push(call);
      const queue = this.#answers.get(`${method} ${url.pathname}`);
      const next = queue && (queue.length > 1 ? queue.shift()! : queue[0]!);
      const answer = typeof next === 'function' ? next(call) : (next ?? { status: 404, body: { success: false, message: 'Ruta no encontrada' } });
      const status = answer.status ?? 200;
      return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(answer.body) } as Response;
    }) as typeof fetch;
  }

  on(route: string, ...answers: Answer[]): this {
    this.#answers.set(route, answers);
    return this;
  }

  callsTo(route: string): Call[] {
    const [method, path] = route.split(' ');
    return this.calls.filter((call) => call.method === method && call.path === path);
  }
}

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
