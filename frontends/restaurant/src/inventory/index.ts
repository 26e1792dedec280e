export { InventoryPage } from './inventory-page.js';
export { LowStockBadge } from './low-stock.js';
