/**
 * What jsdom lacks and Mantine or our pages use, for the web apps' tests (never bundled): a media query
 * that matches nothing, a ResizeObserver that reports each element once, scrolling that does nothing, no 2D
 * canvas (drawings simply do not draw), and Node's TextDecoder and TextEncoder (the QR drawing's) for the browser's.
 */
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

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
    readonly #observed = new Set<Element>();
    constructor(private readonly report: ResizeObserverCallback) {}
    // A browser reports each element once when it starts observing it, after laying it out (here: its jsdom sizes).
    observe(target: Element) {
      this.#observed.add(target);
      setTimeout(() => {
        if (!this.#observed.has(target)) return;
        const entry = {
          target,
          contentRect: target.getBoundingClientRect(),
          borderBoxSize: [],
          contentBoxSize: [],
          devicePixelContentBoxSize: [],
        };
        this.report([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      });
    }
    unobserve(target: Element) {
      this.#observed.delete(target);
    }
    disconnect() {
      this.#observed.clear();
    }
  };
}
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
window.scrollTo = () => {};
if (!('TextDecoder' in globalThis)) {
  (globalThis as unknown as { TextDecoder: unknown }).TextDecoder = NodeTextDecoder;
}
if (!('TextEncoder' in globalThis)) {
  (globalThis as unknown as { TextEncoder: unknown }).TextEncoder = NodeTextEncoder;
}
Element.prototype.scrollIntoView = () => {};
// The ESC/POS encoder loads the browser's ImageData class (tickets print no image) and copies its settings with
// structuredClone: jsdom has neither.
if (!('ImageData' in globalThis)) {
  (globalThis as unknown as { ImageData: unknown }).ImageData = class ImageData {};
}
if (!('structuredClone' in globalThis)) {
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value));
}
