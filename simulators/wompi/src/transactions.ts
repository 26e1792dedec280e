// Transactions in memory, shaped as Wompi returns them (reference §4.4).
import { randomInt } from 'node:crypto';
import type { CardToken } from './cards.js';
import { MERCHANT_ID } from './merchant.js';

export type TransactionStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR';

export interface Transaction {
  id: string;
  created_at: string;
  finalized_at: string | null;
  amount_in_cents: number;
  reference: string;
  customer_email: string;
  currency: 'COP';
  payment_method_type: 'CARD';
  payment_method: {
    type: 'CARD';
    extra: {
      bin: string;
      name: string;
      brand: string;
      exp_year: string;
      exp_month: string;
      card_holder: string;
      last_four: string;
      card_type: 'CREDIT';
      is_three_ds: false;
      external_identifier: string;
      processor_response_code: string | null;
    };
    token: string;
    installments: number;
  };
  status: TransactionStatus;
  status_message: string | null;
  redirect_url: string | null;
  shipping_address: Record<string, unknown> | null;
  billing_data: null;
  customer_data: Record<string, unknown> | null;
  payment_source_id: null;
  payment_link_id: null;
  bill_id: null;
  taxes: [];
  tip_in_cents: null;
}

export interface NewTransaction {
  amountInCents: number;
  reference: string;
  customerEmail: string;
  card: CardToken;
  installments: number;
  redirectUrl?: string;
  customerData?: Record<string, unknown>;
  shippingAddress?: Record<string, unknown>;
}

/** Read access handed to tests; every call returns copies. */
export interface TransactionReader {
  get(id: string): Transaction | undefined;
  /** Newest first. */
  list(filter?: { reference?: string }): Transaction[];
}

/** A reference may get another transaction only once all of its earlier ones failed or were voided (§7.6). */
const closedStatuses: ReadonlySet<TransactionStatus> = new Set(['DECLINED', 'ERROR', 'VOIDED']);

export class TransactionStore implements TransactionReader {
  readonly #byId = new Map<string, Transaction>();

  create(input: NewTransaction, now = new Date()): Transaction {
    const transaction: Transaction = {
      id: this.#newId(now),
      created_at: now.toISOString(),
      finalized_at: null,
      amount_in_cents: input.amountInCents,
      reference: input.reference,
      customer_email: input.customerEmail,
      currency: 'COP',
      payment_method_type: 'CARD',
      payment_method: {
        type: 'CARD',
        extra: {
          bin: input.card.bin,
          name: input.card.name,
          brand: input.card.brand,
          exp_year: input.card.exp_year,
          exp_month: input.card.exp_month,
          card_holder: input.card.card_holder,
          last_four: input.card.last_four,
          card_type: 'CREDIT',
          is_three_ds: false,
          external_identifier: String(randomInt(1e9, 1e10)),
          processor_response_code: null,
        },
        token: input.card.id,
        installments: input.installments,
      },
      status: 'PENDING',
      status_message: null,
      redirect_url: input.redirectUrl ?? null,
      shipping_address: input.shippingAddress ?? null,
      billing_data: null,
      customer_data: input.customerData ?? null,
      payment_source_id: null,
      payment_link_id: null,
      bill_id: null,
      taxes: [],
      tip_in_cents: null,
    };
    this.#byId.set(transaction.id, transaction);
    return structuredClone(transaction);
  }

  get(id: string): Transaction | undefined {
    const transaction = this.#byId.get(id);
    return transaction && structuredClone(transaction);
  }

  list(filter: { reference?: string } = {}): Transaction[] {
    return [...this.#byId.values()]
      .filter((transaction) => filter.reference === undefined || transaction.reference === filter.reference)
      .reverse()
      .map((transaction) => structuredClone(transaction));
  }

  referenceIsFree(reference: string): boolean {
    return this.list({ reference }).every((transaction) => closedStatuses.has(transaction.status));
  }

  /** Applies a status change and returns the transaction before and after it. */
  update(
    id: string,
    change: Pick<Transaction, 'status' | 'status_message'> & { finalized_at?: string; processor_response_code?: string | null },
  ) {
    const transaction = this.#byId.get(id);
    if (!transaction) throw new Error(`No existe la transacción ${id}`);
    const before = structuredClone(transaction);
    transaction.status = change.status;
    transaction.status_message = change.status_message;
    if (change.finalized_at !== undefined) transaction.finalized_at = change.finalized_at;
    if (change.processor_response_code !== undefined)
      transaction.payment_method.extra.processor_response_code = change.processor_response_code;
    return { before, after: structuredClone(transaction) };
  }

  /** `<merchant>-<unix seconds>-<5 digits>`, the shape seen in real ids. */
  #newId(now: Date): string {
    for (;;) {
      const id = `${MERCHANT_ID}-${Math.floor(now.getTime() / 1000)}-${randomInt(10000, 100000)}`;
      if (!this.#byId.has(id)) return id;
    }
  }
}
