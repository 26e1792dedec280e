export { FinancePage } from './finance-page.js';
