export * from './keys.js';
export * from './test-database.js';
export * from './test-service.js';
export * from './events.js';
export * from './free-port.js';
export * from './killable-process.js';
export * from './private-postgres.js';
export * from './private-redis.js';
