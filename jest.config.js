/** Unit and integration tests of the backend: TypeScript through SWC, native ESM. */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  roots: ['<rootDir>/contracts', '<rootDir>/services', '<rootDir>/gateway', '<rootDir>/simulators'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Integration tests wait on Kafka consumer groups; a slow machine needs room.
  testTimeout: 60000,
  maxWorkers: 2,
};
