import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { publicQueryKeys } from '@mb/contracts/domain/web-pages';
import { apiRequest } from '@mb/ui';
import { pageAnswer } from '../page-data.js';

export type RemoteName = 'store' | 'account' | 'admin' | 'restaurant';

/** The gateway's remotes list: each remote's entry (its mf-manifest.json) and the version it is. */
type RemotesList = Record<RemoteName, { entry: string; version: string }>;

/**
 * A manifest or entry that fails to download is asked for again before the page gives up (a deploy switching files,
 * a proxy's brief 503): twice, half a second apart; then the route's error panel shows and offers its own retry.
 */
const remoteRetries = { retryTimes: 2, retryDelay: 500 };

let registered: Promise<void> | undefined;

/**
 * Remote URLs come from the gateway at run time, so one remote can be redeployed without rebuilding the shell:
 * written into the page with its first HTML, else fetched once; a failure is retried on the next load. The federation
 * runtime (set up by the shell's build) is told where each manifest is, and to retry what fails to download.
 */
function registerFromGateway(): Promise<void> {
  registered ??= (async () => {
    const written = pageAnswer(publicQueryKeys.remotes) as RemotesList | undefined;
    const remotes = written ?? (await apiRequest<{ remotes: RemotesList }>('/api/remotes')).remotes;
    registerPlugins([RetryPlugin({ fetch: remoteRetries, script: remoteRetries })]);
    registerRemotes(Object.entries(remotes).map(([name, { entry }]) => ({ name, entry })));
  })().catch((error: unknown) => {
    registered = undefined;
    throw error;
  });
  return registered;
}

/** Loads `./<module>` exposed by a remote; its default export is a React component. */
export async function loadRemoteComponent<T>(remote: RemoteName, module: string): Promise<{ default: T }> {
  await registerFromGateway();
  const loaded = await loadRemote<{ default?: T }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded as { default: T };
}

/** Downloads a remote's entry and what `module` needs, before it is asked for (the likely next page). */
export async function preloadRemoteModule(remote: RemoteName, module: string): Promise<void> {
  await registerFromGateway();
  await preloadRemote([{ nameOrAlias: remote, exposes: [`./${module}`] }]);
}
