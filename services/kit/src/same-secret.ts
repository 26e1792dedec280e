import { timingSafeEqual } from 'node:crypto';

/** Compares a secret someone sent with ours in constant time, so the answer's timing does not spell it out. */
export function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
