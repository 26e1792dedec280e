// MB_INFRA=containers: PostgreSQL, Redis and Kafka for the integration tests, started through Testcontainers from
// this repo's images (npm run images) against Podman's Docker-compatible API. Testcontainers' reaper (Ryuk) is off:
// its image cannot be had here, and globalTeardown removes what it started.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import kafkajs from 'kafkajs';
import { join } from 'node:path';
import { localDir } from '../../local/paths.mjs';
import { which } from '../../local/proc.mjs';
import { podmanEnv } from '../podman.mjs';

export const useContainers = process.env.MB_INFRA === 'containers';
const socketDir = join(localDir, 'podman');

/**
 * Points Testcontainers at Podman's API: DOCKER_HOST as given, or a `podman system service` of our own on a
 * socket under .local (stopped by the returned function). Docker, where it runs, needs nothing of this.
 */
export async function containerApi() {
  process.env.TESTCONTAINERS_RYUK_DISABLED = 'true';
  if (process.env.DOCKER_HOST || !which('podman')) return async () => {};
  mkdirSync(socketDir, { recursive: true });
  const socket = join(socketDir, `podman-${process.pid}.sock`);
  rmSync(socket, { force: true });
  const service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], { env: podmanEnv(), stdio: 'ignore' });
  for (let waited = 0; !existsSync(socket); waited += 100) {
    if (service.exitCode !== null || waited > 20000) throw new Error(`podman system service did not open ${socket}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.env.DOCKER_HOST = `unix://${socket}`;
  return async () => {
    service.kill('SIGTERM');
    rmSync(socket, { force: true });
  };
}

/** A host port nobody listens on now, for a container's published port. */
export function freeHostPort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The labels of a test run's containers: the run's owner (`npm test`, or jest's main process) is the process whose
 * reaper removes them (infra-containers.mjs), also for containers a test file starts itself.
 */
export const testRunLabels = () => ({ 'mb.test-run': process.env.MB_TEST_OWNER ?? String(process.pid) });

/**
 * Open files for a Kafka container: a test run makes thousands of partitions, each holding a few files open, far past
 * the 1 024 of containers.conf; as many as the host's hard limit allows (a container may not exceed it), at most 65 536.
 */
export function kafkaUlimits() {
  const hard = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  const files = hard === 'unlimited' ? 65536 : Math.min(65536, Number(hard) || 1024);
  // Given any limit, Podman's API sets no other default: nproc as containers.conf has it (above is refused here).
  return { nofile: { soft: files, hard: files }, nproc: { soft: 1024, hard: 1024 } };
}

/** The settings of the apache/kafka image our mb/kafka takes, for a single node published on host port `port` (fixed: the broker advertises it). */
export function kafkaEnvironment(port) {
  return {
    CLUSTER_ID: 'BQZn6DkB-Gnum6Ko2cQmEA',
    KAFKA_NODE_ID: '1',
    KAFKA_PROCESS_ROLES: 'broker,controller',
    KAFKA_CONTROLLER_QUORUM_VOTERS: '1@127.0.0.1:9093',
    KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://127.0.0.1:9093',
    // The host's port: clients outside reach 9092 through it.
    KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://127.0.0.1:${port}`,
    KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
    KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
    KAFKA_INTER_BROKER_LISTENER_NAME: 'PLAINTEXT',
    KAFKA_LOG_DIRS: '/var/lib/kafka/data',
    KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'false',
    KAFKA_NUM_PARTITIONS: '3',
    KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
    KAFKA_OFFSETS_TOPIC_NUM_PARTITIONS: '10',
    KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
    KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
    KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
    KAFKA_HEAP_OPTS: '-Xms128m -Xmx384m',
  };
}

/**
 * A new broker's first words on stdout (its log shows warnings only there); Testcontainers' own check of the
 * published port gives up on a JVM slow to start. kafkaAnswers then asks it from the host.
 */
export async function firstKafkaStart() {
  const { Wait } = await import('testcontainers'); // loaded only when containers are used
  return Wait.forLogMessage('Performing controller activation').withStartupTimeout(120000);
}

/** Resolves once a broker answers a metadata request from the host (its advertised address is the host's). */
export async function kafkaAnswers(brokers, timeoutMs = 120000) {
  const admin = new kafkajs.Kafka({
    clientId: 'test-kafka-probe',
    brokers,
    logLevel: kafkajs.logLevel.NOTHING,
    retry: { retries: 0 },
  }).admin();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await admin.connect();
      await admin.describeCluster();
      await admin.disconnect();
      return;
    } catch (error) {
      await admin.disconnect().catch(() => {});
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
