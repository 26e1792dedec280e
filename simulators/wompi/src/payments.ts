// What happens to a payment, shared by the REST API and the checkout pages: creation checks (reference §4.3,
// §9), the asynchronous move from PENDING to the card's final status (§6), voids, and the event for each change.
import { context } from '@opentelemetry/api';
import { z } from 'zod';
import { outcomeFor, type CardVault, type FinalStatus } from './cards.js';
import type { EventSender } from './events.js';
import type { AcceptanceTokens } from './merchant.js';
import { integritySignature } from './signatures.js';
import type { Transaction, TransactionStatus, TransactionStore } from './transactions.js';

/** Field → messages, the `messages` of a 422 INPUT_VALIDATION_ERROR (§4.1). */
export type ValidationMessages = Record<string, string[]>;

export type Outcome<T> = { ok: true; value: T } | { ok: false; messages: ValidationMessages };

const maxAmountInCents = 1e12; // R1's bound

const createTransactionInput = z.looseObject({
  acceptance_token: z.string().min(1),
  accept_personal_auth: z.string().min(1).optional(),
  amount_in_cents: z.number().int().min(1).max(maxAmountInCents),
  currency: z.literal('COP', 'Solo se acepta COP'),
  customer_email: z.email('Correo electrónico inválido'),
  payment_method: z.object({
    type: z.literal('CARD', 'El simulador solo procesa pagos con tarjeta (CARD)'),
    token: z.string().min(1),
    installments: z.number().int().min(1).max(36),
  }),
  reference: z.string().min(1).max(255),
  signature: z.string().min(1),
  expiration_time: z.iso.datetime({ offset: true }).optional(),
  redirect_url: z.url({ protocol: /^https?$/ }).optional(),
  customer_data: z.record(z.string(), z.unknown()).optional(),
  shipping_address: z.record(z.string(), z.unknown()).optional(),
});

/** Zod's Spanish texts for whatever has no message of its own, without changing zod's global config. */
const spanish = { error: z.locales.es().localeError };

export function parseInput<T extends z.ZodType>(schema: T, value: unknown): Outcome<z.output<T>> {
  const parsed = schema.safeParse(value, spanish);
  if (parsed.success) return { ok: true, value: parsed.data };
  const messages: ValidationMessages = {};
  for (const issue of parsed.error.issues) (messages[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  return { ok: false, messages };
}

const finalMessages: Record<FinalStatus, { status_message: string | null; processor_response_code: string | null }> = {
  APPROVED: { status_message: null, processor_response_code: '00' },
  DECLINED: { status_message: 'Transacción rechazada por la entidad financiera', processor_response_code: '05' },
  ERROR: { status_message: 'La tarjeta no es válida en el ambiente de pruebas', processor_response_code: null },
};

export interface PaymentsOptions {
  store: TransactionStore;
  vault: CardVault;
  acceptance: AcceptanceTokens;
  events: EventSender;
  integritySecret: string;
  settleAfterMs: number;
}

export class Payments {
  readonly #options: PaymentsOptions;
  /** The timer that settles each PENDING transaction. */
  readonly #pending = new Map<string, NodeJS.Timeout>();

  constructor(options: PaymentsOptions) {
    this.#options = options;
  }

  create(body: unknown): Outcome<Transaction> {
    const parsed = parseInput(createTransactionInput, body);
    if (!parsed.ok) return parsed;
    const input = parsed.value;
    const { acceptance, vault, store, integritySecret } = this.#options;

    const messages: ValidationMessages = {};
    if (!acceptance.verify(input.acceptance_token, 'END_USER_POLICY')) {
      messages.acceptance_token = ['El token de aceptación no es válido o expiró'];
    }
    if (input.accept_personal_auth !== undefined && !acceptance.verify(input.accept_personal_auth, 'PERSONAL_DATA_AUTH')) {
      messages.accept_personal_auth = ['El token de autorización de datos personales no es válido o expiró'];
    }
    if (input.expiration_time !== undefined && Date.parse(input.expiration_time) <= Date.now()) {
      messages.expiration_time = ['La fecha de expiración ya pasó'];
    }
    const expected = integritySignature({
      reference: input.reference,
      amountInCents: input.amount_in_cents,
      currency: input.currency,
      expirationTime: input.expiration_time,
      secret: integritySecret,
    });
    // Compared as sent: the reference (§2) specifies lowercase hex.
    if (input.signature !== expected) messages.signature = ['La firma es inválida'];
    const card = vault.find(input.payment_method.token);
    if (!card) messages['payment_method.token'] = ['El token de la tarjeta no existe o expiró'];
    if (!store.referenceIsFree(input.reference)) messages.reference = ['La referencia ya fue usada en otra transacción'];
    if (!card || Object.keys(messages).length > 0) return { ok: false, messages };

    const transaction = store.create({
      amountInCents: input.amount_in_cents,
      reference: input.reference,
      customerEmail: input.customer_email,
      card: card.token,
      installments: input.payment_method.installments,
      redirectUrl: input.redirect_url,
      customerData: input.customer_data,
      shippingAddress: input.shipping_address,
    });
    const outcome = outcomeFor(card.number);
    // The event it then sends belongs to the payment's trace when the payer's call is traced: the telemetry keeps a
    // trace's context only while its request runs (services/kit/src/telemetry/sampling.mjs), so later work binds it.
    this.#pending.set(
      transaction.id,
      setTimeout(
        context.bind(context.active(), () => this.#finish(transaction.id, outcome)),
        this.#options.settleAfterMs,
      ),
    );
    return { ok: true, value: transaction };
  }

  /** Forces a PENDING transaction to a final status now, or voids an APPROVED one. */
  settle(id: string, status: TransactionStatus): Transaction {
    const current = this.#options.store.get(id);
    if (!current) throw new Error(`No existe la transacción ${id}`);
    if (current.status === 'APPROVED' && status === 'VOIDED') return this.#void(id);
    if (current.status !== 'PENDING' || status === 'PENDING' || status === 'VOIDED') {
      throw new Error(`La transacción ${id} está en ${current.status}; no puede pasar a ${status}`);
    }
    return this.#finish(id, status);
  }

  /** `POST /v1/transactions/:id/void`: only a whole APPROVED card payment (partial voids are not simulated). */
  void(id: string, amountInCents?: number): Outcome<Transaction> | undefined {
    const current = this.#options.store.get(id);
    if (!current) return undefined;
    if (current.status !== 'APPROVED') {
      return { ok: false, messages: { status: [`Solo se puede anular una transacción APPROVED; esta está en ${current.status}`] } };
    }
    if (amountInCents !== undefined && amountInCents !== current.amount_in_cents) {
      return { ok: false, messages: { amount_in_cents: ['El simulador solo anula el valor total de la transacción'] } };
    }
    return { ok: true, value: this.#void(id) };
  }

  /** Re-sends the event for the transaction as it is now. */
  resend(id: string): void {
    const current = this.#options.store.get(id);
    if (!current) throw new Error(`No existe la transacción ${id}`);
    this.#options.events.transactionUpdated(current);
  }

  close(): void {
    for (const timer of this.#pending.values()) clearTimeout(timer);
    this.#pending.clear();
  }

  #finish(id: string, status: FinalStatus): Transaction {
    clearTimeout(this.#pending.get(id));
    this.#pending.delete(id);
    const { before, after } = this.#options.store.update(id, { status, ...finalMessages[status], finalized_at: new Date().toISOString() });
    this.#options.events.transactionUpdated(after, before);
    return after;
  }

  #void(id: string): Transaction {
    const { before, after } = this.#options.store.update(id, { status: 'VOIDED', status_message: null });
    this.#options.events.transactionUpdated(after, before);
    return after;
  }
}
