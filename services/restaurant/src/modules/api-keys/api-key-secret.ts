import { createHash, randomBytes } from 'node:crypto';
import { apiKeyPrefix } from '@mb/contracts';

/** 256 random bits: `mbk_` and 43 base64url characters. */
export const newApiKeySecret = (): string => `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`;

export const isApiKeySecret = (token: string): boolean => token.startsWith(apiKeyPrefix);

/**
 * SHA-256, not argon2: the secret is random with 256 bits, so no dictionary or brute force can reach it and a slow hash
 * would only cost every call its time; a fast hash also lets the key be found by one indexed lookup.
 */
export const hashApiKeySecret = (secret: string): Buffer => createHash('sha256').update(secret).digest();

/** What the list shows of a key: enough to tell it apart, nothing to use it. */
export const apiKeyDisplayPrefix = (secret: string): string => secret.slice(0, apiKeyPrefix.length + 6);
