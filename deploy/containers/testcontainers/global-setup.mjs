// jest's globalSetup with MB_INFRA=containers (jest.config.js): the shared PostgreSQL, Redis, Kafka and MongoDB
// (FerretDB, on that PostgreSQL) of the integration tests as containers of this repo's images, through Testcontainers;
// their addresses reach every test worker as DATABASE_ADMIN_URL, REDIS_URL, KAFKA_BROKERS and MONGODB_URL.
// Images: `npm run images` (postgres redis kafka ferretdb).
import { GenericContainer, Wait } from 'testcontainers';
import { containerApi, firstKafkaStart, freeHostPort, kafkaAnswers, kafkaEnvironment } from './infra.mjs';

export default async function globalSetup() {
  const closeApi = await containerApi();
  const kafkaPort = await freeHostPort();
  const [postgres, redis, kafka] = await Promise.all([
    new GenericContainer('localhost/mb/postgres:latest')
      .withEnvironment({ POSTGRES_USER: 'mb', POSTGRES_PASSWORD: 'mb', POSTGRES_DB: 'mb' })
      .withCommand(['postgres', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'max_connections=400'])
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forSuccessfulCommand('pg_isready -h 127.0.0.1 -U mb -d mb'))
      .withStartupTimeout(120000)
      .start(),
    new GenericContainer('localhost/mb/redis:latest')
      .withCommand(['redis-server', '--protected-mode', 'no', '--save', '', '--appendonly', 'no'])
      .withExposedPorts(6379)
      .withWaitStrategy(Wait.forSuccessfulCommand('redis-cli ping'))
      .start(),
    new GenericContainer('localhost/mb/kafka:latest')
      .withEnvironment(kafkaEnvironment(kafkaPort))
      .withExposedPorts({ container: 9092, host: kafkaPort })
      .withWaitStrategy(await firstKafkaStart())
      .start(),
  ]);
  // FerretDB reaches PostgreSQL's container on their shared network; its data is one more schema there.
  const network = postgres.getNetworkNames()[0];
  const ferretdb = await new GenericContainer('localhost/mb/ferretdb:latest')
    .withEnvironment({ FERRETDB_POSTGRESQL_URL: `postgres://mb:mb@${postgres.getIpAddress(network)}:5432/mb` })
    .withExposedPorts(27017)
    .withWaitStrategy(Wait.forSuccessfulCommand("bash -c 'exec 3<>/dev/tcp/127.0.0.1/27017'"))
    .start();
  await kafkaAnswers([`127.0.0.1:${kafkaPort}`]);
  process.env.DATABASE_ADMIN_URL = `postgres://mb:mb@127.0.0.1:${postgres.getMappedPort(5432)}/mb`;
  process.env.REDIS_URL = `redis://127.0.0.1:${redis.getMappedPort(6379)}`;
  process.env.KAFKA_BROKERS = `127.0.0.1:${kafkaPort}`;
  process.env.MONGODB_URL = `mongodb://127.0.0.1:${ferretdb.getMappedPort(27017)}/`;
  console.log(
    `\nMB_INFRA=containers: PostgreSQL ${process.env.DATABASE_ADMIN_URL}, Redis ${process.env.REDIS_URL}, ` +
      `Kafka ${process.env.KAFKA_BROKERS}, MongoDB (FerretDB) ${process.env.MONGODB_URL}`,
  );
  // FerretDB first: it holds connections to PostgreSQL.
  globalThis.mbContainers = { containers: [ferretdb, postgres, redis, kafka], closeApi };
}
