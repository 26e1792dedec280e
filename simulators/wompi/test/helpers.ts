import type { WompiSimulator } from '../src/app.js';
import { integritySignature } from '../src/testing.js';

type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/** Polls until `check` returns something truthy; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => T | Promise<T>, timeoutMs = 3000): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`Tiempo agotado esperando: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let counter = 0;
/** A reference no other test uses. */
export const newReference = (label: string) => `${label}-${Date.now()}-${++counter}`;

/** What the billing service hands to the browser or the API: the amount and its integrity signature. */
export function signedPayment(sim: WompiSimulator, reference: string, amountInCents = 15_000_000, expirationTime?: string) {
  const signature = integritySignature({ reference, amountInCents, currency: 'COP', expirationTime, secret: sim.integritySecret });
  return { reference, amountInCents, signature, expirationTime, email: 'clienta@example.test' };
}

/** GET /v1/transactions/:id, as the billing service confirms a payment. */
export async function fetchTransaction(sim: WompiSimulator, id: string) {
  const response = await fetch(`${sim.apiUrl}/transactions/${encodeURIComponent(id)}`);
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> & { status: string } } };
}

export function waitForStatus(sim: WompiSimulator, id: string, status: string) {
  return waitFor(`${id} en ${status}`, async () => {
    const { body } = await fetchTransaction(sim, id);
    return body.data.status === status ? body.data : undefined;
  });
}
