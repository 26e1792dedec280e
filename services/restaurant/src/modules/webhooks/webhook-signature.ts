import { createHmac, randomBytes } from 'node:crypto';

/** A webhook's signing secret: `whsec_` and 32 random bytes in base64url. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The `Mb-Signature` header, as Stripe signs: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the
 * endpoint's secret. The receiver recomputes it over the raw bytes it got and compares in constant time, and refuses a
 * `t` too far from its clock (five minutes, say) so a captured delivery cannot be replayed later.
 */
export function webhookSignature(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}
