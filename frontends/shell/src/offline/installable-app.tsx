import { useEffect } from 'react';

/**
 * What makes a page an installable app that opens without connection (the restaurant app, issue 36): the web app
 * manifest and theme colour (React puts them in the document's head) and the service worker (/sw.js, see
 * service-worker.ts; a development build has none). The storefront's pages have neither: a manifest link alone cost
 * its first visit 4 points of Lighthouse performance (the browser fetches and checks the manifest while the page
 * loads), and the worker's install downloads the shell's files.
 */
export function InstallableApp() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return (
    <>
      <link rel="manifest" href="/manifest.webmanifest" />
      <meta name="theme-color" content="#1c7ed6" />
    </>
  );
}
