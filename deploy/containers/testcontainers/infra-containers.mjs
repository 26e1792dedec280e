// PostgreSQL, Redis, Kafka and MongoDB (FerretDB on that PostgreSQL) as containers through Testcontainers: held by
// `npm test` for its whole run where a container engine answers (scripts/lib/setup.mjs), or by jest alone with
// MB_INFRA=containers (global-setup.mjs). Every container carries the label `mb.test-run=<owner pid>`, and a
// detached reaper (reaper.mjs) removes them if the owner dies without doing it: Testcontainers' own reaper (Ryuk)
// is off, as its image cannot be had here.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { GenericContainer, Wait } from 'testcontainers';
import { POSTGRES_TUNING } from '../../local/postgres.mjs';
import { usePodman } from '../tools.mjs';
import { containerApi, firstKafkaStart, freeHostPort, kafkaAnswers, kafkaEnvironment, kafkaUlimits, testRunLabels } from './infra.mjs';

/**
 * The images: this repo's (npm run images, Podman here), or with MB_TEST_IMAGES=official the official images they
 * mimic, for Docker Desktop on macOS or Windows where a registry serves them (not tried here: none does).
 */
const official = process.env.MB_TEST_IMAGES === 'official';
export const infraImages = official
  ? { postgres: 'postgres:15', redis: 'redis:7', kafka: 'apache/kafka:3.9.1', ferretdb: 'ghcr.io/ferretdb/ferretdb:1.24.2' }
  : {
      postgres: 'localhost/mb/postgres:latest',
      redis: 'localhost/mb/redis:latest',
      kafka: 'localhost/mb/kafka:latest',
      ferretdb: 'localhost/mb/ferretdb:latest',
    };

const reaperScript = fileURLToPath(new URL('./reaper.mjs', import.meta.url));

/**
 * The labels to give this process's containers, and the reaper that removes them once this process is gone
 * however it ends; `stopReaper` after a clean stop.
 */
export function startReaper() {
  const reaper = spawn(process.execPath, [reaperScript, String(process.pid), usePodman() ? 'podman' : 'docker'], {
    detached: true,
    stdio: 'ignore',
  });
  reaper.unref();
  // What this process starts, and the test files it runs, carry its pid.
  process.env.MB_TEST_OWNER = String(process.pid);
  return { labels: testRunLabels(), stopReaper: () => reaper.kill('SIGTERM') };
}

/** Starts the four servers; resolves their addresses as the environment the tests and the stack read, and `stop`. */
export async function startInfraContainers(log = console.log) {
  const closeApi = await containerApi();
  const { labels, stopReaper } = startReaper();
  const kafkaPort = await freeHostPort();
  const started = Date.now();
  const [postgres, redis, kafka] = await Promise.all([
    new GenericContainer(infraImages.postgres)
      .withLabels(labels)
      .withEnvironment({ POSTGRES_USER: 'mb', POSTGRES_PASSWORD: 'mb', POSTGRES_DB: 'mb' })
      // The local server's tuning: durability off, many connections.
      .withCommand(['postgres', ...POSTGRES_TUNING.flatMap((setting) => ['-c', setting])])
      .withSharedMemorySize(256 * 1024 * 1024)
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forSuccessfulCommand('pg_isready -h 127.0.0.1 -U mb -d mb'))
      .withStartupTimeout(120000)
      .start(),
    new GenericContainer(infraImages.redis)
      .withLabels(labels)
      .withCommand(['redis-server', '--protected-mode', 'no', '--save', '', '--appendonly', 'no'])
      .withExposedPorts(6379)
      .withWaitStrategy(Wait.forSuccessfulCommand('redis-cli ping'))
      .start(),
    new GenericContainer(infraImages.kafka)
      .withLabels(labels)
      .withEnvironment(kafkaEnvironment(kafkaPort))
      .withUlimits(kafkaUlimits())
      .withExposedPorts({ container: 9092, host: kafkaPort })
      .withWaitStrategy(await firstKafkaStart())
      .start(),
  ]);
  // FerretDB reaches PostgreSQL's container on their shared network; its data is one more schema there.
  const network = postgres.getNetworkNames()[0];
  const ferretdb = await new GenericContainer(infraImages.ferretdb)
    .withLabels(labels)
    .withEnvironment({ FERRETDB_POSTGRESQL_URL: `postgres://mb:mb@${postgres.getIpAddress(network)}:5432/mb` })
    .withExposedPorts(27017)
    // The official image has no shell: there, the published port answering is the check.
    .withWaitStrategy(official ? Wait.forListeningPorts() : Wait.forSuccessfulCommand("bash -c 'exec 3<>/dev/tcp/127.0.0.1/27017'"))
    .start();
  await kafkaAnswers([`127.0.0.1:${kafkaPort}`]);
  const env = {
    MB_INFRA: 'containers',
    // jest's config reads it: the servers are up, so it starts none of its own.
    MB_CONTAINERS_UP: '1',
    MB_TEST_OWNER: process.env.MB_TEST_OWNER,
    DATABASE_ADMIN_URL: `postgres://mb:mb@127.0.0.1:${postgres.getMappedPort(5432)}/mb`,
    REDIS_URL: `redis://127.0.0.1:${redis.getMappedPort(6379)}`,
    KAFKA_BROKERS: `127.0.0.1:${kafkaPort}`,
    MONGODB_URL: `mongodb://127.0.0.1:${ferretdb.getMappedPort(27017)}/`,
  };
  log(
    `infra: containers up in ${((Date.now() - started) / 1000).toFixed(1)} s (Testcontainers): PostgreSQL ${env.DATABASE_ADMIN_URL}, ` +
      `Redis ${env.REDIS_URL}, Kafka ${env.KAFKA_BROKERS}, MongoDB (FerretDB) ${env.MONGODB_URL}`,
  );
  return {
    env,
    async stop() {
      // FerretDB first: it holds connections to PostgreSQL.
      await ferretdb.stop();
      await Promise.all([postgres, redis, kafka].map((container) => container.stop()));
      await closeApi();
      stopReaper();
    },
  };
}
