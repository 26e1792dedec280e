export * from './theme.js';
export * from './storage.js';
export * from './api/client.js';
export * from './events.js';
export * from './format.js';
export * from './i18n.js';
export * from './session.js';
export * from './payments/wompi-widget.js';
