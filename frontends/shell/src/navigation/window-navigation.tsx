import { useEffect } from 'react';
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

  useEffect(() => {
    const target = storeRedirect(pathname, search ? `?${search}` : '');
    if (target) navigate(target, { replace: true });
  }, [pathname, search, navigate]);

  return null;
}
