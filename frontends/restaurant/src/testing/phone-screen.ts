import { phoneQuery } from '../layout/use-phone.js';

/** The page as a phone sees it: the phone media query matches (jsdom's matches nothing). Returns the undo. */
export function asPhone(): () => void {
  const tablet = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...tablet(query), matches: query === phoneQuery });
  return () => {
    window.matchMedia = tablet;
  };
}
