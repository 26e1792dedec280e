// Helpers for integration tests that pay without a browser: the two hashes of the contract and a card payment
// through the REST API, step by step as a direct-API client does it (§4.2, §4.3).
import { testCards } from './cards.js';
import type { Transaction } from './transactions.js';

export { eventChecksum, integritySignature } from './signatures.js';
export type { WompiEvent } from './events.js';
export type { Transaction } from './transactions.js';
export { testCards };

/** A non-2xx answer of the simulator's API, with its body (`{ error: { type, reason | messages } }`). */
export class WompiApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Wompi respondió ${status}: ${JSON.stringify(body)}`);
  }
}

export interface CardPayment {
  reference: string;
  amountInCents: number;
  /** The integrity signature, as the service under test computed it. */
  signature: string;
  /** Defaults to the approving 4242 4242 4242 4242. */
  card?: string;
  email: string;
  currency?: string;
  expirationTime?: string;
  installments?: number;
  cardHolder?: string;
  redirectUrl?: string;
}

/**
 * Merchant (acceptance tokens) → card token → transaction, with the public key. Returns the transaction as
 * created, PENDING; it becomes final after the simulator's settle delay.
 */
export async function payByCard(target: { apiUrl: string; publicKey: string }, payment: CardPayment): Promise<Transaction> {
  const { apiUrl, publicKey } = target;
  const merchant = await call<{ data: MerchantData }>(`${apiUrl}/merchants/${encodeURIComponent(publicKey)}`);
  const nextYears = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
  const token = await call<{ data: { id: string } }>(`${apiUrl}/tokens/cards`, publicKey, {
    number: payment.card ?? testCards.approved,
    cvc: '123',
    exp_month: '12',
    exp_year: nextYears,
    card_holder: payment.cardHolder ?? 'Persona de Prueba',
  });
  const created = await call<{ data: Transaction }>(`${apiUrl}/transactions`, publicKey, {
    acceptance_token: merchant.data.presigned_acceptance.acceptance_token,
    accept_personal_auth: merchant.data.presigned_personal_data_auth.acceptance_token,
    amount_in_cents: payment.amountInCents,
    currency: payment.currency ?? 'COP',
    customer_email: payment.email,
    payment_method: { type: 'CARD', token: token.data.id, installments: payment.installments ?? 1 },
    reference: payment.reference,
    signature: payment.signature,
    ...(payment.expirationTime ? { expiration_time: payment.expirationTime } : {}),
    ...(payment.redirectUrl ? { redirect_url: payment.redirectUrl } : {}),
  });
  return created.data;
}

interface MerchantData {
  presigned_acceptance: { acceptance_token: string };
  presigned_personal_data_auth: { acceptance_token: string };
}

async function call<T>(url: string, bearer?: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await response.json();
  if (!response.ok) throw new WompiApiError(response.status, json);
  return json as T;
}
