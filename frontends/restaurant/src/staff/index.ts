export { StaffPage } from './staff-page.js';
