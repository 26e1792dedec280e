// jest's globalSetup with MB_INFRA=containers when nothing started them for it (jest.config.js): the shared
// PostgreSQL, Redis, Kafka and MongoDB of the integration tests as containers (infra-containers.mjs); their addresses
// reach every test worker as DATABASE_ADMIN_URL, REDIS_URL, KAFKA_BROKERS and MONGODB_URL.
// Images: `npm run images postgres redis kafka ferretdb`.
import { startInfraContainers } from './infra-containers.mjs';

export default async function globalSetup() {
  const containers = await startInfraContainers((line) => console.log(`\n${line}`));
  Object.assign(process.env, containers.env);
  globalThis.mbContainers = containers;
}
