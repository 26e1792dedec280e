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
        path: decodeURIComponent(url.pathname),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: { ...(init.headers as Record<string, string>) },
      };
      this.calls.push(call);
      const queue = this.#answers.get(`${method} ${call.path}`);
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

export const clientUser: SessionUser = {
  id: '7b0f7a8e-0000-4000-8000-000000000001',
  email: 'ana@example.co',
  full_name: 'Ana Pérez',
  role: 'Client',
  plan_type: 'Basic',
};

/**
 * Renders inside the shell's providers at `path` (the store is nested at /tienda, as the shell mounts it).
 * `user`: the session the shell would have put in the cache; undefined leaves it unknown (still loading).
 */
export function renderStore(ui: ReactNode, { path = '/tienda', user }: { path?: string; user?: SessionUser | null } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  if (user !== undefined) queryClient.setQueryData(sessionQueryKey, user);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook}>
          <Route path="/tienda" nest>
            {ui}
          </Route>
        </Router>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient, location };
}
