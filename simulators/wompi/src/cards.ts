// Card tokenisation (`POST /v1/tokens/cards`) and the sandbox test cards (reference §6).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { MERCHANT_ID } from './merchant.js';

export type FinalStatus = 'APPROVED' | 'DECLINED' | 'ERROR';

/** §6: the only two numbers with a fixed answer; any other card ends in ERROR. */
export const testCards = { approved: '4242424242424242', declined: '4111111111111111' } as const;

export function outcomeFor(cardNumber: string): FinalStatus {
  if (cardNumber === testCards.approved) return 'APPROVED';
  if (cardNumber === testCards.declined) return 'DECLINED';
  return 'ERROR';
}

export const cardInput = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'El número de tarjeta debe tener entre 13 y 19 dígitos')),
  cvc: z.string().regex(/^\d{3,4}$/, 'El CVC debe tener 3 o 4 dígitos'),
  exp_month: z.string().regex(/^(0[1-9]|1[0-2])$/, 'El mes de vencimiento debe ser de 01 a 12'),
  exp_year: z.string().regex(/^\d{2}$/, 'El año de vencimiento debe tener 2 dígitos'),
  card_holder: z.string().trim().min(1, 'Escribe el nombre que aparece en la tarjeta'),
});
export type CardInput = z.output<typeof cardInput>;

export interface CardToken {
  id: string;
  created_at: string;
  brand: string;
  name: string;
  last_four: string;
  bin: string;
  exp_year: string;
  exp_month: string;
  card_holder: string;
  expires_at: string;
}

/** Used for the token's `expires_at`; a transaction with an older token is refused. */
const tokenLifetimeMs = 30 * 60 * 1000;

/** Tokens and the card numbers behind them, in memory. */
export class CardVault {
  readonly #cards = new Map<string, { token: CardToken; number: string }>();

  /** Null when the card expired before the current month. */
  tokenize(card: CardInput, now = new Date()): CardToken | null {
    const expiry = new Date(Date.UTC(2000 + Number(card.exp_year), Number(card.exp_month), 1));
    if (expiry <= new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))) return null;
    const brand = brandOf(card.number);
    const token: CardToken = {
      id: `tok_test_${MERCHANT_ID}_${randomBytes(16).toString('hex')}`,
      created_at: now.toISOString(),
      brand,
      name: `${brand}-${card.number.slice(-4)}`,
      last_four: card.number.slice(-4),
      bin: card.number.slice(0, 6),
      exp_year: card.exp_year,
      exp_month: card.exp_month,
      card_holder: card.card_holder,
      expires_at: new Date(now.getTime() + tokenLifetimeMs).toISOString(),
    };
    this.#cards.set(token.id, { token, number: card.number });
    return token;
  }

  /** The token and its number while the token is still valid. */
  find(id: string): { token: CardToken; number: string } | undefined {
    const card = this.#cards.get(id);
    return card && Date.parse(card.token.expires_at) > Date.now() ? card : undefined;
  }
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^3(0[0-5]|[689])/.test(number)) return 'DINERS';
  return 'OTHER';
}
