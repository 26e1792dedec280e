/** Unit and integration tests: TypeScript and TSX through SWC, native ESM. */
const swc = [
  '@swc/jest',
  {
    // JSON imports keep their `with { type: 'json' }`: Node's ESM loader (and Jest's) require it.
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

export default {
  // Browser code opts into jsdom per file with a `@jest-environment jsdom` docblock.
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '\\.css$': '<rootDir>/frontends/ui/test/style-stub.cjs' },
  roots: [
    '<rootDir>/contracts',
    '<rootDir>/services',
    '<rootDir>/gateway',
    '<rootDir>/simulators',
    '<rootDir>/frontends',
    '<rootDir>/deploy',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFilesAfterEnv: ['<rootDir>/frontends/ui/test/async-timeout.ts'],
  // MB_INFRA=containers: PostgreSQL, Redis, Kafka and MongoDB as containers through Testcontainers
  // (deploy/containers/testcontainers), started here unless `npm test` already holds them (MB_CONTAINERS_UP); otherwise
  // the servers at the environment's addresses, where the run's Kafka topics are deleted at the end
  // (deploy/local/jest-teardown.mjs).
  ...(process.env.MB_INFRA === 'containers' && !process.env.MB_CONTAINERS_UP
    ? {
        globalSetup: '<rootDir>/deploy/containers/testcontainers/global-setup.mjs',
        globalTeardown: '<rootDir>/deploy/containers/testcontainers/global-teardown.mjs',
      }
    : { globalSetup: '<rootDir>/deploy/local/jest-setup.mjs', globalTeardown: '<rootDir>/deploy/local/jest-teardown.mjs' }),
  // Integration tests wait on Kafka consumer groups; a slow machine needs room.
  testTimeout: 60000,
  maxWorkers: 2,
  // A worker keeps every module it loaded (ESM in vm contexts is never freed): over ~240 files one grew until its
  // heap ran out and crashed a suite. A worker above this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1536MB',
};
