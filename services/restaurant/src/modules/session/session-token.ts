import { createHmac } from 'node:crypto';
import type { StaffRole } from '@mb/contracts';
import { signedTokens } from './signed-tokens.js';

/**
 * The restaurant app's session: which restaurant (`rid`), which of its users (`uid`), whose platform account (`sub`),
 * and the platform session it came from (`psid`): it ends when that one does.
 */
export interface SessionTokenClaims {
  sub: string;
  psid: string;
  uid: string;
  rid: string;
  role: StaffRole;
}

/**
 * Signed with a key derived from the restaurant-token secret, so neither token can stand in for the other: a
 * restaurant_token is refused as a session and a session as a restaurant_token.
 */
export function sessionTokens(options: { secret: string; ttlSeconds: number }) {
  const key = createHmac('sha256', options.secret).update('restaurant-app-session').digest('base64url');
  return signedTokens<SessionTokenClaims>({ secret: key, ttlSeconds: options.ttlSeconds });
}
export type SessionTokens = ReturnType<typeof sessionTokens>;
