// The platform's service worker (issue 36: a restaurant floor that keeps working through a dropped connection). Built
// by Workbox's InjectManifest (webpack.config.mjs) into /sw.js: the shell's own files are precached, and what the
// restaurant app reads is kept as it is read, so a reload without connection opens the app with the data last seen.
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

// The worker's global, as far as it is used here (the app's TypeScript knows the page's DOM, not a worker's).
declare const self: {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The network first, and what was kept only when the network fails: a slow answer is still the right one. (A time
// limit would show a waiter a table's old check, or a page from before their last action, whenever the server was
// slow for a moment; being offline is what the device's banner and queue are for.)
const pagesCache = 'mb-pages';
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const hashedFile = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)$/;

// Pages: the server's (with its first paint), else the last one seen at that address, else the shell's own page.
registerRoute(new NavigationRoute(new NetworkFirst({ cacheName: pagesCache, plugins: [new ExpirationPlugin({ maxEntries: 50 })] })));
// The remotes: their content-hashed files never change; their entries (stable names) and manifest are asked for first.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/remotes/') && hashedFile.test(url.pathname),
  new CacheFirst({ cacheName: 'mb-remotes', plugins: [new ExpirationPlugin({ maxEntries: 400 })] }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname.startsWith('/remotes/') || url.pathname === '/api/remotes'),
  new NetworkFirst({ cacheName: 'mb-remote-entries' }),
);
// What the floor reads (menu, tables, orders, open checks, the restaurant session's profile) and the platform session
// the shell asks for at start; never the kitchen's live stream. Writes are never cached: the app's queue keeps them.
// The restaurant app drops the restaurant's entries when the person switches or leaves (its session/cached-reads.ts).
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.mode !== 'navigate' &&
    ((url.pathname.startsWith('/restaurant/') && !url.pathname.endsWith('/stream')) ||
      url.pathname === '/auth/me' ||
      url.pathname === '/auth/session'),
  new NetworkFirst({
    cacheName: 'mb-restaurant-data',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 86_400 })],
  }),
);
// A page not seen at that address, offline: the last page seen (the same app, with the remotes' manifest the server
// wrote into it), else the shell's own page.
setCatchHandler(async ({ request }) => {
  if (request.destination !== 'document') return Response.error();
  const pages = await caches.open(pagesCache);
  const last = (await pages.keys()).at(-1);
  return (last && (await pages.match(last))) || (await matchPrecache('/index.html')) || Response.error();
});

// A new version takes over at once: the precache holds the files of the build the pages load.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
