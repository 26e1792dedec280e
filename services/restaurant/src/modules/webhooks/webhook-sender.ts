import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { webhookSignatureHeader } from '@mb/contracts';
import type { webhookDestinations } from './webhook-address.js';
import { webhookSignature } from './webhook-signature.js';

export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

const timeoutMs = 10_000;
/** What of the receiver's answer is kept in the log: its status; the body only to name a failure, cut short. */
const errorChars = 300;

/**
 * One try: POSTs the delivery's fixed body, signed now, to an address checked public at connection time (and the URL's
 * own host when it is an address). Never throws: the result says what happened.
 */
export async function sendWebhook(
  destinations: ReturnType<typeof webhookDestinations>,
  target: { url: string; secret: string; body: string; eventType: string; eventId: string },
): Promise<SendResult> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): SendResult => ({
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error,
  });
  try {
    await destinations.assertPublic(target.url);
  } catch (refusal) {
    return done(null, (refusal as Error).message);
  }
  const url = new URL(target.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        lookup: destinations.lookupFor(url),
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'MB-Webhooks/1.0',
          [webhookSignatureHeader]: webhookSignature(target.secret, target.body, new Date()),
          'mb-event-type': target.eventType,
          'mb-event-id': target.eventId,
        },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => {
          if (text.length < errorChars) text += chunk;
        });
        answer.on('end', () => {
          const status = answer.statusCode ?? 0;
          resolve(done(status, status >= 200 && status < 300 ? null : `HTTP ${status}${text ? `: ${text.slice(0, errorChars)}` : ''}`));
        });
        answer.on('error', (error) => resolve(done(answer.statusCode ?? null, error.message)));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`sin respuesta en ${timeoutMs / 1000} s`)));
    outgoing.on('error', (error) => resolve(done(null, error.message)));
    outgoing.end(target.body);
  });
}
