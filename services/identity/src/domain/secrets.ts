import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { identityLimits } from '@mb/contracts';

/** Letters and digits a person cannot confuse when typing from an e-mail (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The code typed in the verification dialog: 6 characters, ~30 bits, and only 5 tries per code. */
export function verificationCode(): string {
  let code = '';
  for (let i = 0; i < identityLimits.verificationCodeLength; i += 1) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

/** Link tokens (verification, password reset): 256 random bits, URL-safe. */
export const linkToken = () => randomBytes(32).toString('base64url');

/** Codes and tokens are stored only as this hash; a leaked table gives no working link. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Codes are upper-cased by the dialog; accept what a person types either way. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** A code at most this long is a typed code; anything longer is a link token. */
export const isTypedCode = (token: string) => token.length <= 8;
