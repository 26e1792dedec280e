export { CajaPage } from './caja-page.js';
