import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startKafka } from '../../../../deploy/local/kafka.mjs';
import {
  firstKafkaStart,
  kafkaAnswers,
  kafkaEnvironment,
  kafkaUlimits,
  testRunLabels,
  useContainers,
} from '../../../../deploy/containers/testcontainers/infra.mjs';
import { freePort } from './free-port.js';

export interface PrivateKafka {
  brokers: string[];
  /** The broker goes away (its data kept); clients see it unreachable. */
  stop(): Promise<void>;
  /** Back on the same port with the same data, once it answers. */
  start(): Promise<void>;
  /** Gone for good, data too. */
  close(): Promise<void>;
}

/**
 * A Kafka broker of a test's own, to stop and start again on the same port while the services under test keep
 * their clients: the shared one must never go down under other test files. A local JVM (deploy/local), or with
 * MB_INFRA=containers a container of mb/kafka started through Testcontainers.
 */
export async function startPrivateKafka(): Promise<PrivateKafka> {
  return useContainers ? kafkaContainer() : kafkaProcess();
}

async function kafkaProcess(): Promise<PrivateKafka> {
  const dir = mkdtempSync(join(tmpdir(), 'mb-private-kafka-'));
  const [port, controllerPort] = [await freePort(), await freePort()];
  const start = async () => {
    broker = await startKafka({ dir, port, controllerPort, heapMb: 384 });
  };
  let broker: { stop(): Promise<unknown> } | undefined;
  await start();
  const stop = async () => {
    await broker?.stop();
    broker = undefined;
  };
  return {
    brokers: [`127.0.0.1:${port}`],
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function kafkaContainer(): Promise<PrivateKafka> {
  const { GenericContainer, getContainerRuntimeClient } = await import('testcontainers');
  const port = await freePort();
  const started = await new GenericContainer('localhost/mb/kafka:latest')
    .withLabels(testRunLabels())
    .withEnvironment(kafkaEnvironment(port))
    .withUlimits(kafkaUlimits())
    .withExposedPorts({ container: 9092, host: port })
    .withWaitStrategy(await firstKafkaStart())
    .start();
  const client = await getContainerRuntimeClient();
  const container = client.container.getById(started.getId());
  const brokers = [`127.0.0.1:${port}`];
  await kafkaAnswers(brokers);
  return {
    brokers,
    stop: () => client.container.stop(container, { timeout: 10 }),
    start: async () => {
      await client.container.start(container);
      await kafkaAnswers(brokers);
    },
    close: async () => {
      await started.stop();
    },
  };
}
