export { QrMenuPage } from './qr-menu-page.js';
export { TableOrdersBadge } from './table-orders-badge.js';
