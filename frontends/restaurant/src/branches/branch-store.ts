import { useSyncExternalStore } from 'react';
import { branchHeader } from '@mb/contracts';

/**
 * The branch (sede) this device works in (issue 37 item 4), sent with every restaurant-app call as `X-Sede`; none
 * chosen: the person's first branch, as the server picks it. Kept on the device (a tablet stays in its branch from one
 * session to the next); a branch the person now entering does not work in is forgotten (see `useBranches`).
 */
const key = 'mb.restaurant.sede';

function store(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();

export const currentBranch = (): string | null => store()?.getItem(key) ?? null;

export function chooseBranch(id: string | null): void {
  if (id) store()?.setItem(key, id);
  else store()?.removeItem(key);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The branch chosen on this device, kept current when it changes (the header's switcher, the Sedes screen). */
export const useChosenBranch = (): string | null => useSyncExternalStore(subscribe, currentBranch, currentBranch);

/** The header that names the branch chosen, if any. */
export const branchHeaders = (): Record<string, string> => {
  const id = currentBranch();
  return id ? { [branchHeader]: id } : {};
};
