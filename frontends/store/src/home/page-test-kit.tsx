/**
 * jsdom helpers for the home and landing page tests: i18n started as the shell would, the browser APIs
 * Mantine and the hero use, and the shell's providers (Mantine, TanStack Query with the session entry, a
 * router at `path`). Not part of any bundle.
 */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SessionUser } from '@mb/contracts';
import { initI18n, sessionQueryKey, theme } from '@mb/ui';

// The shell starts i18n before any remote loads; a second call (another kit) is ignored.
initI18n({ es: {}, en: {}, pt: {}, fr: {} }, 'shell');

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
// jsdom has no 2D canvas: the particle network simply does not draw.
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

export const signedInClient: SessionUser = {
  id: '7b0f7a8e-0000-4000-8000-000000000001',
  email: 'ana@example.co',
  full_name: 'Ana Pérez',
  role: 'Client',
  plan_type: 'Basic',
};

/** `user`: what the shell put in the session cache (null: nobody signed in; undefined: not known yet). */
export function renderPage(ui: ReactNode, { path = '/', user }: { path?: string; user?: SessionUser | null } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  if (user !== undefined) queryClient.setQueryData(sessionQueryKey, user);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook}>{ui}</Router>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient, location };
}

/**
 * A stand-in IntersectionObserver for the tests that need it: nothing is on screen until `showAll()`.
 * `remove()` puts back what was there (jsdom has none, so the hooks then treat everything as seen).
 */
export function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element>; self: IntersectionObserver }>();
  const previous = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  class FakeObserver {
    readonly #entry: { callback: IntersectionObserverCallback; elements: Set<Element>; self: IntersectionObserver };
    constructor(callback: IntersectionObserverCallback) {
      this.#entry = { callback, elements: new Set(), self: this as unknown as IntersectionObserver };
      observers.add(this.#entry);
    }
    observe(element: Element) {
      this.#entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.#entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.#entry);
    }
    takeRecords() {
      return [];
    }
  }
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  return {
    showAll() {
      for (const { callback, elements, self } of [...observers]) {
        const entries = [...elements].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length) callback(entries, self);
      }
    },
    remove() {
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = previous;
    },
  };
}
