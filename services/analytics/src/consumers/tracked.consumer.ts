import type { EventBatch, Tx } from '@mb/service-kit';
import { classifyTracked, type Classified } from '../domain/tracked-event.js';
import { platformDay } from '../domain/days.js';
import { countryOf } from '../modules/tracking/country.js';
import { countDropped, storeEvents } from '../modules/tracking/tracking.store.js';

export const trackedGroup = 'analytics.ingestion';

/** One batch of tracking calls: the good ones stored and rolled up, the rest counted, all in the batch's transaction. */
export async function ingestTracked(tx: Tx, batch: EventBatch): Promise<void> {
  const classified = dedupe(batch.events.map((envelope) => classifyTracked(envelope, countryOf)));
  await storeEvents(
    tx,
    classified.flatMap((item) => (item.kind === 'kept' ? [item.event] : [])),
  );
  await countDropped(
    tx,
    classified.flatMap((item) => (item.kind === 'dropped' ? [item] : [])),
    batch.unreadable,
    platformDay(new Date()),
  );
}

/** A message sent twice may land in one batch: one statement must not see its id twice. */
function dedupe(items: Classified[]): Classified[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = item.kind === 'kept' ? item.event.id : item.id;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
