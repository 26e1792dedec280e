export { ChecksPage, checkRoute } from './checks-page.js';
export { TableCheckLinks } from './table-check-links.js';
export { OrderCheckButton } from './order-check-button.js';
