/**
 * Helpers for the home and landing page tests (never bundled): the store's test kit, plus an
 * IntersectionObserver the test controls.
 */
export { clientUser as signedInClient, renderPage } from '../testing/test-kit.js';

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
