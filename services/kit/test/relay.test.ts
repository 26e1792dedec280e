import { catalogProductDeleted } from '@mb/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { withTransaction } from '../src/db.js';
import { startOutboxRelay } from '../src/outbox/relay.js';
import { outboxEvent, writeOutbox, writeOutboxEvents } from '../src/outbox/write-outbox.js';
import { recordTopics, testNamespace, eventually } from '../src/testing/index.js';
import { deletedEvent, kitTestBed, logger } from './helpers.js';

const namespace = testNamespace();
let bed: Awaited<ReturnType<typeof kitTestBed>>;
beforeAll(async () => {
  bed = await kitTestBed(namespace, [catalogProductDeleted.topic]);
});
afterAll(() => bed.close());

it('two relays on one outbox publish every row once, in order per aggregate', async () => {
  const recorder = await recordTopics({ namespace, topics: [catalogProductDeleted.topic] });
  const aggregates = Array.from({ length: 10 }, () => deletedEvent().aggregateId);
  const relays = [1, 2].map(() =>
    startOutboxRelay({ pool: bed.pool, producer: bed.producer, source: 'test', namespace, logger, pollMs: 10, batchSize: 7 }),
  );
  try {
    for (let round = 0; round < 30; round += 1) {
      await withTransaction(bed.pool, async (tx) => {
        for (const productId of aggregates)
          await writeOutbox(tx, catalogProductDeleted, { aggregateId: productId, payload: { productId } });
      });
    }
    await eventually(() => expect(recorder.received).toHaveLength(300), 30000);
    const ids = recorder.received.map((message) => message.envelope.id);
    expect(new Set(ids).size).toBe(300);
    // Per aggregate, messages arrive in the order they were written.
    const { rows } = await bed.pool.query<{ id: string; aggregateid: string }>('SELECT id, aggregateid FROM outbox ORDER BY seq');
    for (const aggregate of aggregates) {
      const written = rows.filter((row) => row.aggregateid === aggregate).map((row) => row.id);
      const received = recorder.received.filter((m) => m.envelope.aggregateId === aggregate).map((m) => m.envelope.id);
      expect(received).toEqual(written);
    }
    const pending = await bed.pool.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL');
    expect(pending.rows[0].n).toBe(0);
  } finally {
    await Promise.all(relays.map((relay) => relay.stop()));
    await recorder.stop();
  }
});

it('rejects an event whose payload breaks its contract, so nothing is written', async () => {
  await expect(
    withTransaction(bed.pool, (tx) => writeOutbox(tx, catalogProductDeleted, { aggregateId: 'x', payload: { productId: 'not-a-uuid' } })),
  ).rejects.toThrow();
  const { rows } = await bed.pool.query("SELECT count(*)::int AS n FROM outbox WHERE aggregateid = 'x'");
  expect(rows[0].n).toBe(0);
});

it('events written together (one statement) are published in the order given', async () => {
  const recorder = await recordTopics({ namespace, topics: [catalogProductDeleted.topic] });
  const aggregateId = deletedEvent().aggregateId;
  const productIds = Array.from({ length: 12 }, () => deletedEvent().aggregateId);
  const relay = startOutboxRelay({ pool: bed.pool, producer: bed.producer, source: 'test', namespace, logger, pollMs: 10, batchSize: 5 });
  try {
    await withTransaction(bed.pool, (tx) =>
      writeOutboxEvents(
        tx,
        productIds.map((productId) => outboxEvent(catalogProductDeleted, { aggregateId, payload: { productId } })),
      ),
    );
    await eventually(() => expect(recorder.received.filter((m) => m.envelope.aggregateId === aggregateId)).toHaveLength(12), 30000);
    const received = recorder.received.filter((m) => m.envelope.aggregateId === aggregateId);
    expect(received.map((m) => (m.envelope.payload as { productId: string }).productId)).toEqual(productIds);
  } finally {
    await relay.stop();
    await recorder.stop();
  }
});

it('is woken by the commit that writes to its outbox, not by its poll, and not by a rolled-back write or another schema', async () => {
  const recorder = await recordTopics({ namespace, topics: [catalogProductDeleted.topic] });
  const relay = startOutboxRelay({ pool: bed.pool, producer: bed.producer, source: 'test', namespace, logger, pollMs: 600_000 });
  const other = await kitTestBed(namespace, []);
  try {
    await sleep(500); // its first round, at start, is over: from now on only a wake-up publishes
    const rolledBack = deletedEvent().aggregateId;
    await withTransaction(bed.pool, async (tx) => {
      await writeOutbox(tx, catalogProductDeleted, { aggregateId: rolledBack, payload: { productId: rolledBack } });
      throw new Error('cancelado');
    }).catch(() => {});
    // Another service's outbox (its own schema in the same database) is not this relay's to publish.
    const elsewhere = deletedEvent().aggregateId;
    await withTransaction(other.pool, (tx) =>
      writeOutbox(tx, catalogProductDeleted, { aggregateId: elsewhere, payload: { productId: elsewhere } }),
    );
    const productId = deletedEvent().aggregateId;
    const started = Date.now();
    await withTransaction(bed.pool, (tx) => writeOutbox(tx, catalogProductDeleted, { aggregateId: productId, payload: { productId } }));
    await recorder.waitFor((message) => message.envelope.aggregateId === productId);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(recorder.received.map((message) => message.envelope.aggregateId)).not.toContain(rolledBack);
    expect(recorder.received.map((message) => message.envelope.aggregateId)).not.toContain(elsewhere);
  } finally {
    await relay.stop();
    await other.close();
    await recorder.stop();
  }
});
