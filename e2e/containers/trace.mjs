// The compose stack's purchase read back from its Jaeger (issue 39): the images preload the kit's telemetry, every
// service and the gateway export to `jaeger`, and the payment's trace runs from the gateway through billing, its outbox
// and Kafka to invoicing and its call to APIDIAN. The stack starts at most MB_TRACES_PER_SECOND traces a second in each
// process (5 by default), so the buyer's calls carry a sampled `traceparent`, which the gateway's parent-based sampler
// honours whatever the limit. Imported once
// MB_JAEGER_PORT and MB_WOMPI_PORT are set.
import { randomBytes } from 'node:crypto';
import { until } from './purchase.mjs';

/** A new trace id and the W3C `traceparent` that opens it with the sampled flag (-01). */
export function sampledTrace() {
  const traceId = randomBytes(16).toString('hex');
  return { traceId, traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` };
}

/**
 * `step()` with Wompi's simulator sending its events nowhere (a closed port in its own container), then where they went
 * before. The payment is then settled by the buyer's own `GET /auth/payments/result`, inside the buyer's trace: Wompi's
 * event, which carries no trace, would otherwise race it, and the first to settle the payment decides where the rest of
 * the trace goes (whose context its outbox row keeps).
 */
export async function withoutWompiEvents(step) {
  const delivery = (settings) =>
    fetch(`http://127.0.0.1:${process.env.MB_WOMPI_PORT}/__sim/delivery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(settings),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`Wompi's simulator, /__sim/delivery: ${response.status} ${await response.text()}`);
      return (await response.json()).data;
    });
  const { eventsUrl } = await delivery({});
  await delivery({ eventsUrl: 'http://127.0.0.1:9/' });
  try {
    return await step();
  } finally {
    await delivery({ eventsUrl });
  }
}

/** What the purchase's trace must hold, each span told by its service, its name and its tags. */
const expected = {
  'the gateway': (span) => span.service === 'gateway',
  "billing's Kafka send of billing.payment": (span) =>
    span.service === 'billing' && /^send .*billing\.payment/.test(span.name) && span.tags['messaging.system'] === 'kafka',
  "invoicing's processing of it": (span) =>
    span.service === 'invoicing' && /^process .*billing\.payment/.test(span.name) && span.tags['messaging.system'] === 'kafka',
  "invoicing's call to APIDIAN": (span) =>
    span.service === 'invoicing' && Object.values(span.tags).some((value) => String(value).includes('apidian:4902')),
};

/** The trace's spans once Jaeger has every expected one (each process exports its spans in batches, seconds apart). */
export async function purchaseTrace(traceId) {
  const url = `http://127.0.0.1:${process.env.MB_JAEGER_PORT}/api/traces/${traceId}`;
  let missing = Object.keys(expected);
  try {
    return await until(`the trace ${traceId} in Jaeger`, async () => {
      const response = await fetch(url);
      const [trace] = response.ok ? (await response.json()).data : []; // 404 until its first span arrives
      const spans = (trace?.spans ?? []).map((span) => ({
        service: trace.processes[span.processID].serviceName,
        name: span.operationName,
        tags: Object.fromEntries(span.tags.map((tag) => [tag.key, tag.value])),
      }));
      missing = Object.entries(expected)
        .filter(([, test]) => !spans.some(test))
        .map(([what]) => what);
      return missing.length === 0 && spans;
    });
  } catch (error) {
    throw new Error(`${error.message}; missing: ${missing.join(', ')}`);
  }
}
