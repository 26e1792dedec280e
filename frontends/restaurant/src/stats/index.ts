export { StatsPage } from './stats-page.js';
