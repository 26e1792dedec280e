export { KitchenPrinting } from './kitchen-printing.js';
export { PrintTicketButton } from './print-ticket-button.js';
export { EscPosPrintButton } from './escpos-print-button.js';
export { PrintArea, PrintButton } from './print-area.js';
export { preBillBytes, receiptBytes } from './escpos-tickets.js';
