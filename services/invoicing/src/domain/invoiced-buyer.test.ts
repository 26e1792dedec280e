import { buyerDocumentMessages } from './buyer-document.js';
import { fixInProfile, invoicedCustomer, invoicedDocumentProblem } from './invoiced-buyer.js';

const customer = { email: 'ana@example.com', fullName: 'Ana Pérez', legalId: '1020304050', phone: null };

describe('invoicedCustomer', () => {
  it("names a company by its business name and the profile's NIT", () => {
    const profile = {
      person_type: 'JURIDICA' as const,
      identification_number: '900123456-8',
      business_name: 'Restaurantes Andinos S.A.S.',
    };
    expect(invoicedCustomer(customer, profile)).toEqual({ ...customer, legalId: '900123456-8', fullName: 'Restaurantes Andinos S.A.S.' });
  });

  it("keeps the account holder's name and legal id for a person without a document in the profile", () => {
    expect(invoicedCustomer(customer, { person_type: 'NATURAL', identification_number: null, business_name: 'ignorado' })).toEqual(
      customer,
    );
    expect(invoicedCustomer(customer, null)).toEqual(customer);
  });
});

describe('invoicedDocumentProblem', () => {
  it('says what is wrong and where to fix it', () => {
    expect(invoicedDocumentProblem('31', '900123456-1')).toBe(`${buyerDocumentMessages.nitCheckDigit('900123456', '1')} ${fixInProfile}`);
  });

  it('lets a final consumer, a NIT without its digit, a right one and other documents through', () => {
    expect(invoicedDocumentProblem('31', null)).toBeNull();
    expect(invoicedDocumentProblem('31', '900123456')).toBeNull();
    expect(invoicedDocumentProblem('31', '900123456-8')).toBeNull();
    expect(invoicedDocumentProblem('13', '1020304050')).toBeNull();
  });
});
