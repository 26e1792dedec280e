import { manualPaymentMessages as texts, type ManualPaymentMethod } from '@mb/contracts';
import { badRequest } from '@mb/service-kit';

/** A part of a manual payment as kept: a card's last four digits and holder, never more. */
export type CheckedMethod =
  | { type: 'transfer'; amount: number; bank: string; reference: string; receiptKey: string | null }
  | { type: 'card'; amount: number; last4: string; holder: string }
  | { type: 'cash'; amount: number };

/**
 * Spec 2 §5 (payment dialog), enforced where the money is recorded: at least one method, a card with its details, a
 * transfer with its bank and reference, PSE not yet, and the parts adding up to exactly what is due. A part of 0
 * pesos (the multiple mode starts each at 0) pays nothing and is left out.
 */
export function checkManualMethods(methods: readonly ManualPaymentMethod[], due: number): CheckedMethod[] {
  const paying = methods.filter((method) => method.amount > 0);
  if (paying.length === 0) throw badRequest(texts.noMethod);
  // biome-ignore lint/suspicious/useIterableCallbackReturn: every case returns or throws; TypeScript checks the switch is exhaustive
  const checked = paying.map((method): CheckedMethod => {
    switch (method.type) {
      case 'pse':
        throw badRequest(texts.pseUnavailable);
      case 'card':
        if (!method.card_last4 || !method.card_holder) throw badRequest(texts.cardIncomplete);
        return { type: 'card', amount: method.amount, last4: method.card_last4, holder: method.card_holder };
      case 'transfer':
        if (!method.bank || !method.reference) throw badRequest(texts.transferIncomplete);
        return {
          type: 'transfer',
          amount: method.amount,
          bank: method.bank,
          reference: method.reference,
          receiptKey: method.receipt_key ?? null,
        };
      case 'cash':
        return { type: 'cash', amount: method.amount };
    }
  });
  if (checked.reduce((sum, method) => sum + method.amount, 0) !== due) throw badRequest(texts.totalMismatch);
  return checked;
}
