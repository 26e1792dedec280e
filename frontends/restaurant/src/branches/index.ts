export { BranchesPage } from './branches-page.js';
export { BranchFilter } from './branch-filter.js';
export { BranchSwitcher } from './branch-switcher.js';
