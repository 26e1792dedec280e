export { TablesPage } from './tables-page.js';
