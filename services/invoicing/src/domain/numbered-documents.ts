/**
 * The document types DIAN numbers from a resolution (reference §3.4): invoices (national, export, contingency), credit
 * and debit notes, payroll documents, and a restaurant's POS equivalent document (15) and its adjustment note (26,
 * reference §11). ZIP (6), AttachedDocument (7) and ApplicationResponse (8) carry no consecutive of their own, so a
 * resolution for them would number nothing.
 */
export const numberedDocumentTypeIds = [1, 2, 3, 4, 5, 9, 10, 15, 26] as const;
