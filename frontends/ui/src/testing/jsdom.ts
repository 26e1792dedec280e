/**
 * What jsdom lacks and Mantine or our pages use, for the web apps' tests (never bundled): a media query
 * that matches nothing, a ResizeObserver that observes nothing, scrolling that does nothing, no 2D
 * canvas (drawings simply do not draw), and Node's TextDecoder for the browser's.
 */
import { TextDecoder as NodeTextDecoder } from 'node:util';

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
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
window.scrollTo = () => {};
if (!('TextDecoder' in globalThis)) {
  (globalThis as unknown as { TextDecoder: unknown }).TextDecoder = NodeTextDecoder;
}
Element.prototype.scrollIntoView = () => {};

export {};
