/**
 * How sign-in failures slow down whoever makes them (ASVS 2.2.1): a few are free, then each one more doubles the
 * wait before the next try, up to a ceiling. Counted per account and address, and per address, never per account
 * alone: an attacker's failures slow the attacker, and the owner signing in from elsewhere is never refused.
 */
export interface ThrottlePolicy {
  /** Failures without any wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further one. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures older than this are forgotten. */
  windowSeconds: number;
}

export const accountAtAddress: ThrottlePolicy = {
  freeFailures: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 24 * 3600,
};
/** Generous: an office or a phone carrier puts many people behind one address. */
export const address: ThrottlePolicy = { freeFailures: 100, firstDelaySeconds: 1, maxDelaySeconds: 60 * 60, windowSeconds: 3600 };

/** Seconds to wait after the `failures`-th failure in the window. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  const past = failures - policy.freeFailures;
  if (past <= 0) return 0;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.min(past - 1, 30));
}
