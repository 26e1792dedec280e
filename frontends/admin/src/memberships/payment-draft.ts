import { manualPaymentMessages as texts, type ManualPaymentMethod, type ManualPaymentMethodType } from '@mb/contracts';

/** One way of paying as the dialog holds it (spec 2 §2.6); the card's full details never leave the dialog. */
export interface DraftMethod {
  id: number;
  type: ManualPaymentMethodType;
  /** Integer pesos. */
  amount: number;
  bank?: string;
  reference?: string;
  receipt?: File;
  cardNumber?: string;
  cardHolder?: string;
  cardExpiry?: string;
  cardCvv?: string;
}

export type PaymentMode = 'single' | 'multiple';

/** What is still to be covered by the methods (0 when they add up exactly). */
export const remainingAmount = (total: number, methods: readonly DraftMethod[]) =>
  total - methods.reduce((sum, method) => sum + method.amount, 0);

const cardComplete = (method: DraftMethod) =>
  [method.cardNumber, method.cardHolder, method.cardExpiry, method.cardCvv].every((value) => (value ?? '').trim() !== '');

/** Spec 2 §5: why the dialog cannot confirm yet, in its words; null when it can. */
export function draftProblem(total: number, methods: readonly DraftMethod[]): string | null {
  if (methods.length === 0) return texts.noMethod;
  if (methods.some((method) => method.type === 'card' && !cardComplete(method))) return texts.cardIncomplete;
  if (remainingAmount(total, methods) !== 0) return texts.totalMismatch;
  return null;
}

/** A new method: in single mode it pays the whole total, in multiple mode it starts at 0. */
export const newMethod = (id: number, type: ManualPaymentMethodType, mode: PaymentMode, total: number): DraftMethod => ({
  id,
  type,
  amount: mode === 'single' ? total : 0,
});

/** What billing is sent: a card only as its last four digits and holder. */
export function methodsToSend(methods: readonly DraftMethod[], receiptKeys: ReadonlyMap<number, string>): ManualPaymentMethod[] {
  return methods.map((method) => {
    switch (method.type) {
      case 'card':
        return {
          type: 'card',
          amount: method.amount,
          card_last4: (method.cardNumber ?? '').replace(/\D/g, '').slice(-4),
          card_holder: method.cardHolder?.trim(),
        };
      case 'transfer':
        return {
          type: 'transfer',
          amount: method.amount,
          bank: method.bank as ManualPaymentMethod['bank'],
          reference: method.reference?.trim(),
          receipt_key: receiptKeys.get(method.id),
        };
      default:
        return { type: method.type, amount: method.amount };
    }
  });
}
