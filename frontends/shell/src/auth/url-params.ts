/**
 * The links in our e-mails land on the home page with a one-time value in the query:
 * `/?token=` (e-mail verification) and `/?reset_token=` (password reset).
 */
export const verificationParam = 'token';
export const resetParam = 'reset_token';

export function readQueryParam(name: string): string | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get(name)?.trim();
  return value ? value : null;
}

/** Takes the value out of the address bar (the rest of the URL stays), so a reload or a copied URL does not reuse it. */
export function removeQueryParam(name: string): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (!url.searchParams.has(name)) return;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
