/** The service worker's cache of what the app reads (frontends/shell/src/offline/service-worker.ts names it so too). */
const restaurantDataCache = 'mb-restaurant-data';

/**
 * Drops the restaurant's answers the service worker kept for a reload without connection (the Cache Storage API is the
 * page's as well as the worker's): read as one person (their cart, what their role is shown), they must not be what
 * the next person on the device sees offline. The platform's session kept beside them stays: it is the device's.
 */
export async function forgetCachedReads(): Promise<void> {
  if (typeof caches === 'undefined' || !(await caches.has(restaurantDataCache))) return;
  const cache = await caches.open(restaurantDataCache);
  for (const request of await cache.keys()) {
    if (new URL(request.url).pathname.startsWith('/restaurant/')) await cache.delete(request);
  }
}
