// One piece of the event pipeline in a process of its own, for the SIGKILL tests: `relay` publishes the schema's
// outbox, `consumer` applies catalog.product.deleted events into `effects` (one row per application, with this pid).
import pino from 'pino';
import { catalogProductDeleted } from '@mb/contracts';
import { createPool } from '../../src/db.js';
import { createKafka, createProducer } from '../../src/kafka/client.js';
import { on, startConsumer } from '../../src/kafka/consumer.js';
import { startOutboxRelay } from '../../src/outbox/relay.js';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}
const mode = env('PIPELINE_MODE');
// Debug: the consumer says which redeliveries the inbox skipped, and the test counts them.
const logger = pino({ level: 'debug' });
const pool = createPool({ url: env('DATABASE_URL'), schema: env('DATABASE_SCHEMA'), max: 2, applicationName: `fault-${mode}` });
const kafka = createKafka({ brokers: env('KAFKA_BROKERS').split(','), clientId: `fault-${mode}`, logger });
const producer = createProducer(kafka);
await producer.connect();
const namespace = env('BUS_NAMESPACE');

if (mode === 'relay') {
  startOutboxRelay({ pool, producer, source: 'test', namespace, logger, pollMs: 10, batchSize: 100 });
} else {
  await startConsumer({
    kafka,
    producer,
    pool,
    group: 'kit.sigkill',
    namespace,
    logger,
    handlers: [
      on(catalogProductDeleted, async (tx, _payload, envelope) => {
        await tx.query('INSERT INTO effects (event_id, note) VALUES ($1, $2)', [envelope.id, String(process.pid)]);
      }),
    ],
  });
}
console.log(JSON.stringify({ msg: 'pipeline-process started', mode }));
