// Signs a session token with the stack's development key, as identity does, so journeys can be
// signed in as a client or an admin before the sign-in screens exist.
import { createSigner } from 'fast-jwt';
import { sessionKeys } from '../../scripts/lib/keys.mjs';

export function sessionToken(claims) {
  const sign = createSigner({ key: sessionKeys().SESSION_PRIVATE_KEY, algorithm: 'ES256', expiresIn: 3600_000 });
  return sign({ sid: `e2e-${Date.now()}`, ...claims });
}

/** Stores the token where the web app keeps it (local storage key `token`). */
export function signedInAs(claims) {
  const token = sessionToken(claims);
  return (page) => page.addInitScript((value) => localStorage.setItem('token', value), token);
}
