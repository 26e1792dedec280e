import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@mb/ui';

// Kept on the device: the bar's tablet shows the bar, the kitchen's the kitchen (and its printer prints only those).
const storageKey = 'mb_restaurant_board_station';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => readStorage(storageKey) || null;

/** The station this device's board shows: a station's id, or null for every station ('Todas'). */
export function useBoardStation(): [string | null, (stationId: string | null) => void] {
  const stationId = useSyncExternalStore(subscribe, snapshot);
  const choose = useCallback((next: string | null) => {
    writeStorage(storageKey, next ?? '');
    for (const listener of listeners) listener();
  }, []);
  return [stationId, choose];
}
