export { QrMenuPage } from './qr-menu-page.js';
