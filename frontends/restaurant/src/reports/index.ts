export { ReportsPage } from './reports-page.js';
