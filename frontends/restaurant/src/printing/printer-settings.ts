import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@mb/ui';
import type { PaperWidth } from './paper.js';

/** This device's printing: its roll's width and whether each new kitchen ticket prints on arrival. */
export interface PrinterSettings {
  paper: PaperWidth;
  autoPrint: boolean;
}

// Kept on the device (not the restaurant): each tablet or station has its own printer and roll.
const storageKey = 'mb_restaurant_printer';
const listeners = new Set<() => void>();

function parse(raw: string | null): PrinterSettings {
  try {
    const stored = JSON.parse(raw ?? '{}') as Partial<PrinterSettings>;
    return { paper: stored.paper === 58 ? 58 : 80, autoPrint: stored.autoPrint === true };
  } catch {
    return { paper: 80, autoPrint: false };
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
// The stored text is the snapshot: a string compares by value, so readers re-render only when it changes.
const snapshot = () => readStorage(storageKey);

export function usePrinterSettings(): [PrinterSettings, (change: Partial<PrinterSettings>) => void] {
  const raw = useSyncExternalStore(subscribe, snapshot);
  const settings = useMemo(() => parse(raw), [raw]);
  const update = useCallback((change: Partial<PrinterSettings>) => {
    writeStorage(storageKey, JSON.stringify({ ...parse(snapshot()), ...change }));
    for (const listener of listeners) listener();
  }, []);
  return [settings, update];
}
