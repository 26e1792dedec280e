import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { on, type WindowEvents } from '@mb/ui';
import { eventPaths, storeRedirect } from './paths.js';

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
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
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
