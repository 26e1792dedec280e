import { useSyncExternalStore } from 'react';

/**
 * The shell's start-up loading screen (spec 1 §9) as every app sees it (@mb/ui is one shared copy in the page):
 * whether it covers the page. An animation meant to be watched waits until it is gone; a remote with news the
 * visitor must see at once (a payment return) takes it down early. Nothing covers the page until the shell says
 * so, which is also what a remote's tests see.
 */
function createStartupScreen() {
  let covering = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (covering === next) return;
    covering = next;
    listeners.forEach((listener) => listener());
  };
  return {
    isCovering: () => covering,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show: () => set(true),
    hide: () => set(false),
  };
}

export const startupScreen = createStartupScreen();

export function useStartupScreenCovering(): boolean {
  return useSyncExternalStore(startupScreen.subscribe, startupScreen.isCovering, () => false);
}
