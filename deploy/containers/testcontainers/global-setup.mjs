// jest's globalSetup with MB_INFRA=containers (jest.config.js): the shared PostgreSQL, Redis and Kafka of the
// integration tests as containers of this repo's images, through Testcontainers; their addresses reach every
// test worker as DATABASE_ADMIN_URL, REDIS_URL and KAFKA_BROKERS. Images: `npm run images` (postgres redis kafka).
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
  await kafkaAnswers([`127.0.0.1:${kafkaPort}`]);
  process.env.DATABASE_ADMIN_URL = `postgres://mb:mb@127.0.0.1:${postgres.getMappedPort(5432)}/mb`;
  process.env.REDIS_URL = `redis://127.0.0.1:${redis.getMappedPort(6379)}`;
  process.env.KAFKA_BROKERS = `127.0.0.1:${kafkaPort}`;
  console.log(
    `\nMB_INFRA=containers: PostgreSQL ${process.env.DATABASE_ADMIN_URL}, Redis ${process.env.REDIS_URL}, Kafka ${process.env.KAFKA_BROKERS}`,
  );
  globalThis.mbContainers = { containers: [postgres, redis, kafka], closeApi };
}
