export { ChecksPage, checkRoute } from './checks-page.js';
export { TableCheckLinks } from './table-check-links.js';
