import argon2 from 'argon2';

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

/** Security answers: compared case- and space-insensitively, so stored normalised. */
export const hashSecret = (answer: string) => hashPassword(answer.trim().toLowerCase());

/** Verified against this when the e-mail is unknown, so both answers take the same time. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await (decoy ??= hashPassword('decoy-password')), password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
