/**
 * Registers the service worker (/sw.js, see service-worker.ts) once the page has loaded, where the browser has them;
 * a build without it (development) just has none.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
