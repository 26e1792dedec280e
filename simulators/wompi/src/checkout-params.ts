// The Web Checkout query string (reference §3.1), checked as Wompi's checkout does before showing the form.
import { isSandboxKey, wrongEnvironment } from './keys.js';
import { integritySignature } from './signatures.js';

export interface CheckoutParams {
  publicKey: string;
  currency: 'COP';
  amountInCents: number;
  reference: string;
  signature: string;
  redirectUrl?: string;
  expirationTime?: string;
  customer: { email?: string; fullName?: string; phoneNumber?: string; legalId?: string; legalIdType?: string };
  /** Set when the page runs inside the widget's iframe: who may receive the transaction. */
  widget?: { parentOrigin: string };
}

export type CheckoutParamsResult = { ok: true; params: CheckoutParams } | { ok: false; status: number; title: string; message: string };

const required = ['public-key', 'currency', 'amount-in-cents', 'reference'] as const;

export function readCheckoutParams(query: URLSearchParams, merchant: { publicKey: string; integritySecret: string }): CheckoutParamsResult {
  const fail = (status: number, title: string, message: string) => ({ ok: false as const, status, title, message });
  // Not trimmed: a stray space in the reference changes the hash, as it would at Wompi.
  const value = (name: string) => query.get(name) || undefined;

  const missing = required.filter((name) => !value(name));
  if (missing.length) return fail(400, 'Faltan datos del pago', `El comercio no envió: ${missing.join(', ')}.`);
  const publicKey = value('public-key')!;
  if (!isSandboxKey(publicKey)) return fail(401, 'Llave inválida', wrongEnvironment);
  if (publicKey !== merchant.publicKey) return fail(401, 'Llave inválida', 'La llave pública no corresponde a ningún comercio.');
  if (value('currency') !== 'COP') return fail(422, 'Moneda no soportada', 'Wompi Colombia solo cobra en COP.');
  const amountText = value('amount-in-cents')!;
  const amountInCents = Number(amountText);
  if (!/^\d+$/.test(amountText) || amountInCents < 1 || amountInCents > 1e12) {
    return fail(422, 'Monto inválido', 'amount-in-cents debe ser un número entero de centavos, sin puntos ni comas.');
  }
  const redirectUrl = value('redirect-url');
  if (redirectUrl !== undefined && !/^https?:$/.test(URL.parse(redirectUrl)?.protocol ?? '')) {
    return fail(422, 'URL de redirección inválida', 'redirect-url debe ser una URL http o https completa.');
  }
  const expirationTime = value('expiration-time');
  if (expirationTime !== undefined) {
    const expiresAt = Date.parse(expirationTime);
    if (Number.isNaN(expiresAt)) return fail(422, 'Fecha de expiración inválida', 'expiration-time debe ser una fecha ISO-8601 en UTC.');
    if (expiresAt <= Date.now()) return fail(422, 'El pago expiró', 'La fecha de expiración del pago ya pasó.');
  }
  const reference = value('reference')!;
  const signature = value('signature:integrity');
  const expected = integritySignature({ reference, amountInCents, currency: 'COP', expirationTime, secret: merchant.integritySecret });
  if (signature !== expected) {
    const hashed = expirationTime ? 'referencia, monto en centavos, moneda, fecha de expiración' : 'referencia, monto en centavos, moneda';
    return fail(422, 'La firma es inválida', `La firma de integridad no corresponde a ${hashed} y secreto de integridad de este ambiente.`);
  }

  const phone = [value('customer-data:phone-number-prefix'), value('customer-data:phone-number')].filter(Boolean).join('');
  return {
    ok: true,
    params: {
      publicKey,
      currency: 'COP',
      amountInCents,
      reference,
      signature,
      redirectUrl,
      expirationTime,
      customer: {
        email: value('customer-data:email'),
        fullName: value('customer-data:full-name'),
        phoneNumber: phone || undefined,
        legalId: value('customer-data:legal-id'),
        legalIdType: value('customer-data:legal-id-type'),
      },
      widget: value('mode') === 'widget' ? { parentOrigin: targetOrigin(value('parent-origin')) } : undefined,
    },
  };
}

/** postMessage's target for the widget's parent. Without a usable origin any parent gets it: it is sandbox data. */
export function targetOrigin(parentOrigin: string | null | undefined): string {
  const origin = URL.parse(parentOrigin ?? '')?.origin;
  return origin && origin !== 'null' ? origin : '*';
}
