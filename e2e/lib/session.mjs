// Signs in through the real API (the seeded demo accounts) and hands the session to the page the way a
// browser sign-in leaves it: the session and CSRF cookies, for journeys that start signed in. The answer's
// body carries no token (the httpOnly cookie is the session): a call from outside the browser uses the
// cookie's value as its bearer token.
import { baseUrl } from './browser.mjs';

export const demoAccounts = {
  superAdmin: { email: 'superadmin@mbplatform.co', password: 'MbDemo2026!' },
  admin: { email: 'admin@mbplatform.co', password: 'MbDemo2026!' },
  client: { email: 'cliente@mbplatform.co', password: 'MbDemo2026!' },
};

/** A `prepare` for openPage; once it has run, `.token` is the session's token (to check its revocation). */
export function signedInAs(account) {
  const prepare = async (page, context = page.context()) => {
    const response = await fetch(new URL('/auth/login', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    const body = await response.json();
    if (!body.success) throw new Error(`demo login failed: ${body.message}`);
    const cookies = response.headers.getSetCookie().map(parseSetCookie).filter(Boolean);
    if (cookies.length > 0) await context.addCookies(cookies);
    prepare.token = sessionCookie(response);
  };
  return prepare;
}

/** The session token a sign-in answer set in its `mb_session` cookie (its body has none). */
export function sessionCookie(response) {
  const token = response.headers
    .getSetCookie()
    .map((line) => line.match(/^mb_session=([^;]+)/)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`no session cookie in the answer of ${response.url}`);
  return token;
}

/** The status GET /auth/me answers for a token, asked from outside the browser. */
export async function meStatus(token) {
  const response = await fetch(new URL('/auth/me', baseUrl), { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

/** One `Set-Cookie` header as Playwright's cookie object (for the gateway's host). */
export function parseSetCookie(header) {
  const [pair, ...attributes] = header.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return undefined;
  const cookie = {
    name: pair.slice(0, separator).trim(),
    value: pair.slice(separator + 1).trim(),
    domain: new URL(baseUrl).hostname,
    path: '/',
    httpOnly: false,
    secure: false,
    sameSite: 'Lax',
  };
  for (const attribute of attributes) {
    const [rawKey, ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'path') cookie.path = value || '/';
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'secure') cookie.secure = true;
    else if (key === 'samesite') cookie.sameSite = { strict: 'Strict', none: 'None' }[value.toLowerCase()] ?? 'Lax';
    else if (key === 'max-age') cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
    else if (key === 'expires' && cookie.expires === undefined) cookie.expires = Math.floor(Date.parse(value) / 1000);
  }
  // An already expired cookie (a clearing header) is not one to add.
  if (cookie.expires !== undefined && !(cookie.expires > Date.now() / 1000)) return undefined;
  return cookie;
}
