import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { apiRequest } from '@mb/ui';

export type RemoteName = 'store' | 'account' | 'admin' | 'restaurant';

interface RemotesManifest {
  success: true;
  remotes: Record<RemoteName, { entry: string }>;
}

let registered: Promise<void> | undefined;

/**
 * Remote URLs come from the gateway at run time, so one remote can be redeployed without
 * rebuilding the shell. Fetched once; a failure is retried on the next load.
 */
function ensureRegistered(): Promise<void> {
  registered ??= apiRequest<RemotesManifest>('/api/remotes')
    .then(({ remotes }) => {
      registerRemotes(Object.entries(remotes).map(([name, { entry }]) => ({ name, entry })));
    })
    .catch((error: unknown) => {
      registered = undefined;
      throw error;
    });
  return registered;
}

/** Loads `./<module>` exposed by a remote; its default export is a React component. */
export async function loadRemoteComponent<T>(remote: RemoteName, module: string): Promise<{ default: T }> {
  await ensureRegistered();
  const loaded = await loadRemote<{ default: T }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded;
}
