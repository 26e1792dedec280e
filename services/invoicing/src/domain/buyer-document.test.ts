import { buyerDocumentMessages, buyerDocumentProblem } from './buyer-document.js';

describe('buyerDocumentProblem', () => {
  it("takes a NIT whose check digit is DIAN's modulo 11, however it is punctuated", () => {
    // 900123456 → 8, 800199436 → 4, 900373076 → 4.
    expect(buyerDocumentProblem('31', '900123456-8')).toBeNull();
    expect(buyerDocumentProblem('31', '800.199.436-4')).toBeNull();
    expect(buyerDocumentProblem('31', '900 373 076 - 4')).toBeNull();
  });

  it('refuses a NIT with a wrong check digit, naming the NIT and the digit', () => {
    expect(buyerDocumentProblem('31', '900123456-1')).toBe(buyerDocumentMessages.nitCheckDigit('900123456', '1'));
  });

  it('refuses a NIT written without its check digit', () => {
    expect(buyerDocumentProblem('31', '900123456')).toBe(buyerDocumentMessages.nitFormat);
    expect(buyerDocumentProblem('31', 'ABC-1')).toBe(buyerDocumentMessages.nitFormat);
  });

  it('takes a cédula of 3 to 10 digits and refuses letters, a leading zero or more digits', () => {
    expect(buyerDocumentProblem('13', '1.020.304.050')).toBeNull();
    expect(buyerDocumentProblem('13', '123')).toBeNull();
    for (const wrong of ['12', '10203040501', '0123456', '1020A4050', '1020-3']) {
      expect(buyerDocumentProblem('13', wrong)).toBe(buyerDocumentMessages.cedulaFormat);
    }
  });

  it('takes the consumidor final’s 222222222222 as a cédula (sign-up takes it too), but not as a NIT', () => {
    expect(buyerDocumentProblem('13', '222222222222')).toBeNull();
    expect(buyerDocumentProblem('13', '222 222 222 222')).toBeNull();
    expect(buyerDocumentProblem(null, '222222222222')).toBeNull();
    expect(buyerDocumentProblem('31', '222222222222')).toBe(buyerDocumentMessages.nitFormat);
    expect(buyerDocumentProblem('13', '222222222223')).toBe(buyerDocumentMessages.cedulaFormat);
  });

  it('takes any other document as letters and digits up to 15', () => {
    expect(buyerDocumentProblem('41', 'AB123456')).toBeNull();
    expect(buyerDocumentProblem('41', 'AB-123')).toBe(buyerDocumentMessages.generalFormat);
    expect(buyerDocumentProblem('41', '1234567890123456')).toBe(buyerDocumentMessages.generalFormat);
  });
});
