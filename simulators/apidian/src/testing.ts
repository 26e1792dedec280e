// For tests of APIDIAN clients: the simulator's own CUFE and DV code (the same the server runs), a
// certificate to upload, and the seeded platform company.
export { cufe, cude, money, type CufeFields, type CudeFields } from './cufe.js';
export { dianCheckDigit } from './check-digit.js';
export { createTestCertificate, type TestCertificate } from './certificate.js';
export { platformCompany, testCertificate, testResolution } from './platform.js';
export { alwaysRejectedCustomer, duplicateError, forcedRejectionErrors } from './invoices.js';
export type { IssuedDocument, Company } from './state.js';
