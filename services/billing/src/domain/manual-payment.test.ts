import { manualPaymentMessages as texts } from '@mb/contracts';
import { checkManualMethods } from './manual-payment.js';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('checkManualMethods', () => {
  it('takes a transfer with its receipt and cash adding up to what is due', () => {
    expect(
      checkManualMethods(
        [
          { type: 'transfer', amount: 100000, bank: 'bancolombia', reference: 'TRF-1', receipt_key: 'receipts/0123456789abcdef.png' },
          { type: 'cash', amount: 50000 },
        ],
        150000,
      ),
    ).toEqual([
      { type: 'transfer', amount: 100000, bank: 'bancolombia', reference: 'TRF-1', receiptKey: 'receipts/0123456789abcdef.png' },
      { type: 'cash', amount: 50000 },
    ]);
  });

  it('keeps only the last four digits and the holder of a card, and leaves out parts of 0 pesos', () => {
    expect(
      checkManualMethods(
        [
          { type: 'card', amount: 150000, card_last4: '4242', card_holder: 'Ana Pérez' },
          { type: 'cash', amount: 0 },
        ],
        150000,
      ),
    ).toEqual([{ type: 'card', amount: 150000, last4: '4242', holder: 'Ana Pérez' }]);
  });

  it('refuses with the dialog’s words', () => {
    expect(refusal(() => checkManualMethods([], 150000))).toBe(texts.noMethod);
    expect(refusal(() => checkManualMethods([{ type: 'cash', amount: 0 }], 150000))).toBe(texts.noMethod);
    expect(refusal(() => checkManualMethods([{ type: 'cash', amount: 149999 }], 150000))).toBe(texts.totalMismatch);
    expect(
      refusal(() =>
        checkManualMethods(
          [
            { type: 'cash', amount: 100000 },
            { type: 'cash', amount: 50001 },
          ],
          150000,
        ),
      ),
    ).toBe(texts.totalMismatch);
    expect(refusal(() => checkManualMethods([{ type: 'card', amount: 150000, card_last4: '4242' }], 150000))).toBe(texts.cardIncomplete);
    expect(refusal(() => checkManualMethods([{ type: 'transfer', amount: 150000, bank: 'nequi' }], 150000))).toBe(texts.transferIncomplete);
    expect(refusal(() => checkManualMethods([{ type: 'pse', amount: 150000 }], 150000))).toBe(texts.pseUnavailable);
  });
});
