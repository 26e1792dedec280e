export { MenuPage } from './menu-page.js';
