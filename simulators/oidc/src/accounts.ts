import { createHash } from 'node:crypto';

export interface SimulatedAccount {
  sub: string;
  /** Lower-cased, as Google returns it. */
  email: string;
  name: string;
}

/**
 * Google's subjects are 21-digit strings. This one is derived from the lower-cased e-mail, so the same
 * person gets the same sub on every sign-in and across restarts of the simulator.
 */
export function subjectFor(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest();
  return `1${(digest.readBigUInt64BE(0) % 10n ** 20n).toString().padStart(20, '0')}`;
}

/** The people who signed in, in memory. The last name typed for an e-mail wins. */
export class AccountStore {
  readonly #bySub = new Map<string, SimulatedAccount>();

  signIn(email: string, name: string): SimulatedAccount {
    const normalized = email.trim().toLowerCase();
    const account = { sub: subjectFor(normalized), email: normalized, name: name.trim().replace(/\s+/g, ' ') };
    this.#bySub.set(account.sub, account);
    return account;
  }

  find(sub: string): SimulatedAccount | undefined {
    return this.#bySub.get(sub);
  }
}

/** The claims Google puts in the id_token for `openid email profile` (family_name only when there is one). */
export function accountClaims(account: SimulatedAccount, pictureUrl: string) {
  const [givenName = account.name, ...rest] = account.name.split(' ');
  return {
    sub: account.sub,
    email: account.email,
    email_verified: true,
    name: account.name,
    given_name: givenName,
    ...(rest.length ? { family_name: rest.join(' ') } : {}),
    picture: pictureUrl,
  };
}
