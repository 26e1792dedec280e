// Test helpers shared by the shell and the remotes; imported by tests only, never by a bundle.
import './jsdom.js';

export * from './fake-api.js';
export * from './fake-wompi.js';
export * from './contract-fixtures.js';
