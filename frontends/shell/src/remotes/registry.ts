import { publicQueryKeys } from '@mb/contracts/domain/web-pages';
import { apiRequest } from '@mb/ui';
import { pageAnswer } from '../page-data.js';

export type RemoteName = 'store' | 'account' | 'admin' | 'restaurant';

interface RemotesManifest {
  success: true;
  remotes: Record<RemoteName, { entry: string }>;
}

/** A remote's container, as webpack's Module Federation builds it into remoteEntry.js. */
interface RemoteContainer {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

// webpack's sharing runtime (shell's build): the shared singletons each container is initialised with.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

let manifest: Promise<RemotesManifest['remotes']> | undefined;
const containers = new Map<RemoteName, Promise<RemoteContainer>>();

/** Forgets a failed attempt, so the next load (the error panel's retry) starts over. */
function once<K, T>(cache: Map<K, Promise<T>>, key: K, start: () => Promise<T>): Promise<T> {
  let started = cache.get(key);
  if (!started) {
    started = start();
    cache.set(key, started);
    started.catch(() => cache.delete(key));
  }
  return started;
}

/**
 * Remote URLs come from the gateway at run time, so one remote can be redeployed without
 * rebuilding the shell: written into the page with its first HTML, else fetched once; a failure is retried on the
 * next load.
 */
function remoteEntries(): Promise<RemotesManifest['remotes']> {
  const written = pageAnswer(publicQueryKeys.remotes) as RemotesManifest['remotes'] | undefined;
  if (written) return Promise.resolve(written);
  manifest ??= apiRequest<RemotesManifest>('/api/remotes')
    .then(({ remotes }) => remotes)
    .catch((error: unknown) => {
      manifest = undefined;
      throw error;
    });
  return manifest;
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${url}`));
    };
    document.head.append(script);
  });
}

/** Loads a remote's entry once and gives it the page's shared singletons (React, i18next, ...). */
function remoteContainer(remote: RemoteName): Promise<RemoteContainer> {
  return once(containers, remote, async () => {
    const { entry } = (await remoteEntries())[remote];
    await loadScript(entry);
    // The global its entry defines: `remoteGlobal` in frontends/module-federation.shared.mjs.
    const container = (window as unknown as Record<string, RemoteContainer | undefined>)[`mbRemote_${remote}`];
    if (!container) throw new Error(`${entry} defined no ${remote} container`);
    await __webpack_init_sharing__('default');
    await container.init(__webpack_share_scopes__.default);
    return container;
  });
}

/** Loads `./<module>` exposed by a remote; its default export is a React component. */
export async function loadRemoteComponent<T>(remote: RemoteName, module: string): Promise<{ default: T }> {
  const factory = await (await remoteContainer(remote)).get(`./${module}`);
  const loaded = factory() as { default?: T } | undefined;
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded as { default: T };
}
