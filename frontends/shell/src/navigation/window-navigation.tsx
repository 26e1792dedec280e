import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { emitWhenHeard, on, type WindowEvents } from '@mb/ui';
import { eventPaths, paths, storeRedirect } from './paths.js';

/** The specs' window events navigate to real URLs, so back/forward and deep links keep working. */
export function WindowNavigation() {
  const [pathname, navigate] = useLocation();
  const search = useSearch();

  useEffect(() => {
    const unsubscribers = Object.entries(eventPaths).map(([name, toPath]) =>
      on(name as keyof WindowEvents, (detail) => {
        navigate(toPath!(detail as { slug?: string } | undefined));
        window.scrollTo({ top: 0 });
      }),
    );
    // 'store-add-to-cart' works from any page (spec 1 §2): outside the store it opens the store, whose cart (kept in
    // local storage) takes the product and opens as soon as the store listens.
    const addToCart = on('store-add-to-cart', (detail) => {
      if (window.location.pathname.startsWith(paths.store)) return;
      emitWhenHeard('store-add-to-cart', detail);
      navigate(paths.store);
      window.scrollTo({ top: 0 });
    });
    return () => [...unsubscribers, addToCart].forEach((unsubscribe) => unsubscribe());
  }, [navigate]);

  // A new page starts at its top (a related product's link too). Not on the first page: the browser placed it, and
  // scrolling there would lay the whole page out inside React's commit. Not for a hash, whose page scrolls to it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [pathname]);

  useEffect(() => {
    const target = storeRedirect(pathname, search ? `?${search}` : '');
    if (target) navigate(target, { replace: true });
  }, [pathname, search, navigate]);

  return null;
}
