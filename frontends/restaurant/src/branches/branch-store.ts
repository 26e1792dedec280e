import { branchHeader } from '@mb/contracts';

/**
 * The branch (sede) this device works in (issue 37 item 4), sent with every restaurant-app call as `X-Sede`; none
 * chosen: the person's first branch, as the server picks it. Kept for the tab, as the session is.
 */
const key = 'mb.restaurant.sede';

function store(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export const currentBranch = (): string | null => store()?.getItem(key) ?? null;

export function chooseBranch(id: string | null): void {
  if (id) store()?.setItem(key, id);
  else store()?.removeItem(key);
}

/** The header that names the branch chosen, if any. */
export const branchHeaders = (): Record<string, string> => {
  const id = currentBranch();
  return id ? { [branchHeader]: id } : {};
};
