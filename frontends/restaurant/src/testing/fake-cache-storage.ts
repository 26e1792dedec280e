/**
 * The page's Cache Storage (jsdom has none), as far as the app uses it: named caches of answers by address. Installed
 * as `caches`; answers are kept by URL only.
 */
export function installCacheStorage(): { urls: (name: string) => string[]; put: (name: string, url: string) => void } {
  const stores = new Map<string, Map<string, { url: string }>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      keys: async () => [...store.values()],
      delete: async (request: { url: string }) => store.delete(request.url),
    };
  };
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: { has: async (name: string) => stores.has(name), open, delete: async (name: string) => stores.delete(name) },
  });
  return {
    urls: (name) => [...(stores.get(name)?.keys() ?? [])].map((url) => new URL(url).pathname),
    put: (name, url) => {
      if (!stores.has(name)) stores.set(name, new Map());
      stores.get(name)!.set(url, { url });
    },
  };
}
