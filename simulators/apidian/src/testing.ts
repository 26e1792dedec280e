// For tests of APIDIAN clients: the simulator's own CUFE and DV code (the same the server runs), a
// certificate to upload, and the seeded platform company.
export { cufe, cude, money } from './cufe.js';
export { dianCheckDigit } from './check-digit.js';
export { createTestCertificate } from './certificate.js';
export { platformCompany, testCertificate, testResolution } from './platform.js';
export { alwaysRejectedCustomer, forcedRejectionErrors } from './invoices.js';
