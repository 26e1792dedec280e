import { describe, expect, it } from '@jest/globals';
import { draftProblem, methodsToSend, newMethod, remainingAmount, type DraftMethod } from './payment-draft.js';

const card: DraftMethod = {
  id: 1,
  type: 'card',
  amount: 150000,
  cardNumber: '4242 4242 4242 4242',
  cardHolder: ' Ana Pérez ',
  cardExpiry: '12/29',
  cardCvv: '123',
};

describe('the payment draft (spec 2 §2.6, §5)', () => {
  it('starts a method at the total in single mode and at 0 in multiple mode', () => {
    expect(newMethod(1, 'cash', 'single', 150000)).toEqual({ id: 1, type: 'cash', amount: 150000 });
    expect(newMethod(2, 'cash', 'multiple', 150000)).toEqual({ id: 2, type: 'cash', amount: 0 });
  });

  it('says why it cannot confirm, in the spec’s words', () => {
    expect(draftProblem(150000, [])).toBe('Seleccione al menos un método de pago');
    expect(draftProblem(150000, [{ ...card, cardCvv: '' }])).toBe('Complete todos los campos de tarjeta');
    expect(draftProblem(150000, [{ id: 1, type: 'cash', amount: 100000 }])).toBe('El total no coincide con el monto a pagar');
    expect(
      remainingAmount(150000, [
        { id: 1, type: 'cash', amount: 100000 },
        { id: 2, type: 'cash', amount: 20000 },
      ]),
    ).toBe(30000);
    expect(draftProblem(150000, [card])).toBeNull();
  });

  it('sends a card as its last four digits and holder only, and a transfer with its uploaded receipt', () => {
    const transfer: DraftMethod = { id: 2, type: 'transfer', amount: 50000, bank: 'nequi', reference: ' TRF-9 ' };
    const sent = methodsToSend([{ ...card, amount: 100000 }, transfer], new Map([[2, 'receipts/0123456789abcdef.png']]));
    expect(sent).toEqual([
      { type: 'card', amount: 100000, card_last4: '4242', card_holder: 'Ana Pérez' },
      { type: 'transfer', amount: 50000, bank: 'nequi', reference: 'TRF-9', receipt_key: 'receipts/0123456789abcdef.png' },
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/4242 4242|12\/29|"123"/);
  });
});
