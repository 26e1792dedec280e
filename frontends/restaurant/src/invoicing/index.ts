export { InvoicingPage } from './invoicing-page.js';
