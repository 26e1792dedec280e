// A scripted browser for the simulator's pages, for tests that sign in without Chromium (this
// simulator's own and the identity service's): cookies by hand, redirects followed one by one.

/** A browser's cookies, enough for one host: name, value and path. */
export class CookieJar {
  readonly #cookies = new Map<string, { value: string; path: string }>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((a) => a.toLowerCase().startsWith('expires=') && Date.parse(a.slice(8)) < Date.now());
      if (!value || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, { value, path });
    }
  }

  headerFor(url: URL) {
    return [...this.#cookies]
      .filter(([, cookie]) => url.pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }
}

export type Step = { page: Response; html: string } | { callback: URL };

/** Follows the provider's redirects by hand, carrying cookies, until a page or the client's redirect_uri. */
export async function browse(jar: CookieJar, url: URL, init: RequestInit = {}): Promise<Step> {
  let response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.headerFor(url), accept: 'text/html' },
  });
  for (let hops = 0; hops < 10; hops++) {
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { page: response, html: await response.text() };
    const next = new URL(location, url);
    // Leaving the simulator means arriving at the client's redirect_uri.
    if (next.origin !== url.origin) return { callback: next };
    url = next;
    response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.headerFor(url), accept: 'text/html' } });
  }
  throw new Error('demasiadas redirecciones');
}

export function expectPage(step: Step) {
  if (!('page' in step)) throw new Error(`se esperaba una página y llegó ${step.callback.href}`);
  return step;
}

export function expectCallback(step: Step) {
  if (!('callback' in step)) throw new Error(`se esperaba volver al cliente y llegó ${step.page.status}: ${step.html.slice(0, 300)}`);
  return step.callback;
}

export function postForm(jar: CookieJar, action: URL, fields: Record<string, string>) {
  return browse(jar, action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Signs a person in through the form from an authorization URL; returns the URL the client gets back. */
export async function signInThroughForm(authorizationUrl: string | URL, person: { email: string; name: string }): Promise<URL> {
  const jar = new CookieJar();
  const url = new URL(authorizationUrl);
  const form = expectPage(await browse(jar, url));
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(form.html)![1]!, url);
  return expectCallback(await postForm(jar, action, person));
}
