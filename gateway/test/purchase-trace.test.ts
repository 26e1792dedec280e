import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, testNamespace } from '@mb/service-kit/testing';
import { startJaeger, tracingEnv } from '../../deploy/local/jaeger.mjs';
import { sessionKeys } from '../../scripts/lib/keys.mjs';
import { localDir, mailWebUrl, root, run, startProcesses, waitUntilReady, wompiUrl } from '../../scripts/lib/stack.mjs';
import { payByCard } from '../../simulators/wompi/src/testing.js';
import { eventually } from '../../e2e/lib/eventually.mjs';

// A purchase is one trace (issue 39): the platform's bundles run as they do in production, each process preloading the
// kit's telemetry and exporting to a Jaeger this test starts; the trace of the card payment is then read back from
// Jaeger's API, with the spans of the gateway, billing, its outbox relay, Kafka, invoicing's consumer, its job and the
// call to APIDIAN. Runs the bundles `npm test` builds before its jest step (`npm run build` first on its own).
const portOffset = Number(process.env.TRACES_PORT_OFFSET ?? 12000);
const database = process.env.TRACES_DATABASE ?? 'mb_traces';
const logDir = join(localDir, 'logs', database);

let jaeger: Awaited<ReturnType<typeof startJaeger>>;
let stack: ReturnType<typeof startProcesses> | undefined;
let newCustomer: typeof import('../../e2e/lib/customer.mjs').newCustomer;

beforeAll(async () => {
  if (!existsSync(join(root, 'gateway/dist/server.js'))) throw new Error('no bundles: run `npm run build` first');
  // The first run on a machine builds Jaeger (several minutes), or waits for the build `npm test` started.
  jaeger = await startJaeger({
    otlpPort: await freePort(),
    uiPort: await freePort(),
    grpcPort: await freePort(),
    logPath: join(localDir, 'jaeger', 'purchase-trace.log'),
    log: () => {},
  });
  const env = { ...process.env, MIGRATE_DATABASE: database };
  await run(process.execPath, ['scripts/dist/migrate.js'], { env: { ...env, MIGRATE_RESET: '1' }, stdio: 'ignore' });
  await run(process.execPath, ['scripts/dist/seed.js'], { env, stdio: 'ignore' });
  stack = startProcesses({
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      BUS_NAMESPACE: testNamespace(),
      ...tracingEnv(jaeger.otlpUrl),
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
    keys: sessionKeys(),
    portOffset,
    database,
    logDir,
  });
  await waitUntilReady(stack.gatewayUrl);
  // The journeys' buyer, made through this stack's gateway and mail inbox (e2e/lib reads their addresses at import).
  process.env.E2E_BASE_URL = stack.gatewayUrl;
  process.env.E2E_MAIL_URL = mailWebUrl(portOffset);
  ({ newCustomer } = await import('../../e2e/lib/customer.mjs'));
}, 1_500_000);

afterAll(async () => {
  await stack?.stop();
  await jaeger?.stop();
});

interface JaegerSpan {
  traceID: string;
  operationName: string;
  processID: string;
  tags: { key: string; value: unknown }[];
}
interface JaegerTrace {
  traceID: string;
  spans: JaegerSpan[];
  processes: Record<string, { serviceName: string }>;
}

async function jaegerTraces(query: string): Promise<JaegerTrace[]> {
  const response = await fetch(`${jaeger.uiUrl}/api/traces?${query}`);
  return ((await response.json()) as { data: JaegerTrace[] | null }).data ?? [];
}

type Described = ReturnType<typeof described>[number];

/** Each span with its service's name and its tags by key. */
function described(trace: JaegerTrace) {
  return trace.spans.map((span) => ({
    service: trace.processes[span.processID]!.serviceName,
    name: span.operationName,
    tags: Object.fromEntries(span.tags.map((tag) => [tag.key, tag.value])),
  }));
}

it('a card payment is one trace in Jaeger: gateway, billing, the relay, Kafka, invoicing, its jobs and APIDIAN', async () => {
  const buyer = await newCustomer('traza', { invoicingProfile: true });
  const api = (path: string, options?: { method: string; body: unknown }) => buyer.api(path, options) as Promise<Record<string, any>>;
  const { product } = await api('/auth/public/products/software-restaurant');
  const { order } = await api('/auth/purchase', {
    method: 'POST',
    body: { product_id: product.id, plan_type: 'pro', billing_cycle: 'monthly' },
  });
  const init = await api('/auth/payments/wompi/init', { method: 'POST', body: { order_id: order.id } });
  await payByCard(
    { apiUrl: `${wompiUrl(portOffset)}/v1`, publicKey: init.publicKey },
    { reference: init.reference, amountInCents: init.amountInCents, signature: init.signatureIntegrity, email: buyer.email },
  );

  // Wompi's event reaches the gateway, billing records the payment and its outbox row, and from there one trace runs on.
  // Spans arrive as each process exports its batch: the trace is read again until its last parts are in.
  const apidian = `:${4902 + portOffset}`;
  const about = (span: Described, text: string) => Object.values(span.tags).some((value) => String(value).includes(text));
  const has = (spans: Described[], service: string, name: RegExp, tags: Record<string, unknown> = {}) =>
    spans.some(
      (span) => span.service === service && name.test(span.name) && Object.entries(tags).every(([key, value]) => span.tags[key] === value),
    );
  await eventually(
    async () => {
      const traces = (await jaegerTraces('service=billing&limit=500&lookback=1h')).map(described);
      return traces.find((trace) => trace.some((span) => span.service === 'gateway' && about(span, '/webhooks/wompi'))) ?? [];
    },
    (spans: Described[]) => {
      expect([...new Set(spans.map((span) => span.service))]).toEqual(expect.arrayContaining(['gateway', 'billing', 'invoicing']));
      expect(has(spans, 'gateway', /^request$/)).toBe(true); // the request Wompi sent, and the gateway's call on to billing
      expect(has(spans, 'billing', /^request$/)).toBe(true);
      expect(has(spans, 'billing', /^pg\.query/)).toBe(true); // the payment and its outbox row written
      expect(has(spans, 'billing', /^outbox relay publish$/)).toBe(true); // the relay, continuing the stored context
      expect(has(spans, 'billing', /^send .*billing\.payment/, { 'messaging.system': 'kafka' })).toBe(true); // Kafka, produced
      expect(has(spans, 'invoicing', /^process .*billing\.payment/, { 'messaging.system': 'kafka' })).toBe(true); // and consumed
      expect(has(spans, 'invoicing', /^process .*issue/, { 'span.kind': 'consumer' })).toBe(true); // the job issuing the invoice
      expect(spans.some((span) => span.service === 'invoicing' && about(span, apidian))).toBe(true); // its call to APIDIAN
      expect(has(spans, 'invoicing', /^process .*delivery/)).toBe(true); // and the job that mails the invoice
    },
    90_000,
  );
}, 300_000);
