import { describe, expect, it } from '@jest/globals';
import { generatedKeyOf, withCurrentDates } from './test-invoice.js';

const now = new Date('2026-03-05T02:30:45.123Z');
const nil = { _attributes: { nil: 'true' } };
const testSetAnswer = (zipKey: unknown) => ({
  message: 'Factura de Venta Nacional #SETP990000001 generada con éxito',
  ResponseDian: {
    Envelope: { Header: {}, Body: { SendTestSetAsyncResponse: { SendTestSetAsyncResult: { ErrorMessageList: nil, ZipKey: zipKey } } } },
  },
  cufe: 'c'.repeat(96),
});

describe('withCurrentDates', () => {
  it('sets the current date and time in Colombia (UTC−5: 02:30 UTC is still the evening before) and the due date of every list-form payment', () => {
    const invoice = {
      number: 990000001,
      date: '2020-01-01',
      time: '10:00:00',
      payment_form: [
        { payment_form_id: 2, payment_method_id: 30, payment_due_date: '2020-02-01', duration_measure: '30' },
        { payment_form_id: 1, payment_method_id: 10 },
      ],
    };
    expect(withCurrentDates(invoice, now)).toEqual({
      number: 990000001,
      date: '2026-03-04',
      time: '21:30:45',
      payment_form: [
        { payment_form_id: 2, payment_method_id: 30, payment_due_date: '2026-03-04', duration_measure: '30' },
        { payment_form_id: 1, payment_method_id: 10 },
      ],
    });
    expect(invoice.date).toBe('2020-01-01');
  });

  it('leaves an object-form payment_form as it is (spec 3 §4 names the list form)', () => {
    const paymentForm = { payment_form_id: 2, payment_due_date: '2020-02-01' };
    expect(withCurrentDates({ payment_form: paymentForm }, now).payment_form).toBe(paymentForm);
  });
});

describe('generatedKeyOf', () => {
  it("takes DIAN's ZipKey when it is a string", () => {
    expect(generatedKeyOf(testSetAnswer('3f2b6a4e-0000-4000-8000-000000000001'))).toEqual({
      kind: 'zipKey',
      value: '3f2b6a4e-0000-4000-8000-000000000001',
    });
    expect(generatedKeyOf({ data: { ZipKey: 'abc-123' } })).toEqual({ kind: 'zipKey', value: 'abc-123' });
  });

  it('falls back to the CUFE or CUNE when the ZipKey is nil or empty', () => {
    expect(generatedKeyOf(testSetAnswer(nil))).toEqual({ kind: 'cufe', value: 'c'.repeat(96) });
    expect(generatedKeyOf({ ...testSetAnswer(''), cufe: undefined, CUNE: 'cune-1' })).toEqual({ kind: 'cufe', value: 'cune-1' });
    expect(generatedKeyOf({ data: { cune: 'cune-2' } })).toEqual({ kind: 'cufe', value: 'cune-2' });
  });

  it('finds nothing in an answer without either', () => {
    expect(generatedKeyOf({ message: 'ok', ResponseDian: {} })).toBeUndefined();
    expect(generatedKeyOf('texto')).toBeUndefined();
  });
});
