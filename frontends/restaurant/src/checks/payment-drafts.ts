import type { PaymentMethod, PaymentRequest } from '@mb/contracts';

/** A payment being entered on the 'Cobrar' screen; for cash, `amount` is what the diner handed over. */
export interface PaymentDraft {
  id: number;
  method: PaymentMethod;
  amount: number;
  card_type: 'debito' | 'credito';
  franchise: 'visa' | 'mastercard' | 'amex' | 'diners' | 'otra';
  last_four: string;
  approval_code: string;
  bank: string;
  reference: string;
}

let serial = 0;
export function newDraft(method: PaymentMethod, amount: number): PaymentDraft {
  serial += 1;
  return { id: serial, method, amount, card_type: 'debito', franchise: 'visa', last_four: '', approval_code: '', bank: '', reference: '' };
}

/** A percentage of the consumption before INC, rounded down to the peso (the service reckons the tip so). */
export const tipFor = (subtotal: number, percent: number): number => Math.floor((subtotal * percent) / 100);

/**
 * Where the payments stand against what is due (consumption + tip): what is still missing, and the change when the
 * cash goes over. Only cash gives change; what cards and wallets pay over the due is the server's to refuse.
 */
export function paymentBalance(drafts: readonly PaymentDraft[], due: number) {
  const nonCash = drafts.filter((draft) => draft.method !== 'efectivo').reduce((sum, draft) => sum + draft.amount, 0);
  const cash = drafts.filter((draft) => draft.method === 'efectivo').reduce((sum, draft) => sum + draft.amount, 0);
  const paid = nonCash + cash;
  const change = cash > 0 && nonCash <= due ? Math.max(0, paid - due) : 0;
  return { paid, missing: Math.max(0, due - paid), change, covered: paid >= due };
}

/** What is left to pay before this payment: the amount a newly added payment starts with. */
export const remainingFor = (drafts: readonly PaymentDraft[], due: number): number => paymentBalance(drafts, due).missing;

/** The draft as the service's payment request (contracts: paymentRequest). */
export function toPaymentRequest(draft: PaymentDraft): PaymentRequest {
  switch (draft.method) {
    case 'efectivo':
      return { method: 'efectivo', received: draft.amount };
    case 'tarjeta':
      return {
        method: 'tarjeta',
        amount: draft.amount,
        card_type: draft.card_type,
        franchise: draft.franchise,
        last_four: draft.last_four.trim(),
        approval_code: draft.approval_code.trim(),
      };
    case 'transferencia':
      return { method: 'transferencia', amount: draft.amount, bank: draft.bank.trim(), reference: draft.reference.trim() };
    default:
      return { method: draft.method, amount: draft.amount, reference: draft.reference.trim() };
  }
}
