import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { topics } from '@mb/contracts';
import { adminToken, eventually, freePort, recordTopics, testNamespace } from '@mb/service-kit/testing';
import { startKafka } from '../../../deploy/local/kafka.mjs';
import { startCatalog, validProduct } from './helpers.js';

// This test owns a private broker (its own ports and data) so stopping it disturbs no other test.
const dir = mkdtempSync(join(tmpdir(), 'mb-kafka-outage-'));
const namespace = testNamespace();
let port: number;
let controllerPort: number;
let broker: { stop(): Promise<unknown> } | undefined;
let catalog: Awaited<ReturnType<typeof startCatalog>>;

beforeAll(async () => {
  port = await freePort();
  controllerPort = await freePort();
  broker = await startKafka({ dir, port, controllerPort, heapMb: 384 });
  catalog = await startCatalog(namespace, { kafkaBrokers: [`127.0.0.1:${port}`] });
}, 120000);

afterAll(async () => {
  await catalog?.close();
  await broker?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 120000);

it('events written while Kafka is stopped are published once it is back', async () => {
  await broker!.stop();
  broker = undefined;

  // The state change and its event commit although the broker is down.
  const response = await catalog.app.inject({
    method: 'POST',
    url: '/products',
    headers: { authorization: `Bearer ${adminToken()}` },
    payload: { ...validProduct, name: 'Creado sin Kafka' },
  });
  expect(response.statusCode).toBe(201);
  const { product } = response.json();

  // The relay tried, failed, and kept the row pending with the error.
  const pending = await eventually(async () => {
    const { rows } = await catalog.db.query('SELECT published_at, attempts, last_error FROM outbox WHERE aggregateid = $1', [product.id]);
    if (!rows[0] || rows[0].attempts < 1) throw new Error('the relay has not tried yet');
    return rows[0];
  }, 60000);
  expect(pending.published_at).toBeNull();
  expect(pending.last_error).toBeTruthy();

  broker = await startKafka({ dir, port, controllerPort, heapMb: 384 });
  const recorder = await recordTopics({ namespace, topics: [topics.catalogProduct], brokers: [`127.0.0.1:${port}`] });
  try {
    const message = await recorder.waitFor((m) => m.envelope.aggregateId === product.id, 60000);
    expect(message.envelope.type).toBe('catalog.product.upserted');
    expect(message.envelope.payload).toMatchObject({ name: 'Creado sin Kafka' });
  } finally {
    await recorder.stop();
  }
  const { rows } = await catalog.db.query('SELECT published_at FROM outbox WHERE aggregateid = $1', [product.id]);
  expect(rows[0].published_at).not.toBeNull();
}, 180000);
