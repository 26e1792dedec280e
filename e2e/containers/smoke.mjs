// `npm run test:containers [-- --no-build | --prebuilt]`: Podman and the tools installed where missing (deploy/containers/tools.mjs,
// so a fresh Debian machine needs only Node and npm ci), the images built (npm run images, cached layers reused), docker-compose.yml up
// under its own project name and free host ports (every service and the gateway at two replicas behind HAProxy), a plan
// bought through the gateway's API and Wompi's sandbox simulator, the subscription active, the DIAN invoice issued and
// its PDF downloaded, the payment's trace read back from the stack's Jaeger (e2e/containers/trace.mjs: gateway, billing,
// Kafka, invoicing and its call to APIDIAN in one trace); then two replicas proven (e2e/containers/replicas.mjs: a
// ticket across gateway replicas, one replica of each service killed under orders and payments, nothing lost nor
// doubled, every board updated); then the stack and its volumes gone. Run with tsx (it imports the Wompi simulator's
// TypeScript test client).
import { stackDown, stackUp } from '../../deploy/containers/compose.mjs';
import { freeHostPort } from '../../deploy/containers/testcontainers/infra.mjs';
import { ensureContainerTools } from '../../deploy/containers/tools.mjs';
import { newSessionKeys } from '../../scripts/lib/keys.mjs';
import { root, run } from '../../scripts/lib/stack.mjs';

const project = process.env.MB_SMOKE_PROJECT ?? 'mb-smoke';
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const timings = {};
const started = Date.now();
await ensureContainerTools();
timings.tools = seconds(started);
// --no-build: the images as they are (e.g. just built by `npm run images`); --prebuilt: built from the bundles
// `npm run build` left on the host (CI runs it right after npm test, which built them).
const imagesStarted = Date.now();
const imagesArgs = process.argv.filter((arg) => arg === '--prebuilt');
if (!process.argv.includes('--no-build')) await run(process.execPath, ['scripts/images.mjs', ...imagesArgs], { cwd: root });
timings.images = seconds(imagesStarted);

const [http, mail, wompi, jaeger] = await Promise.all([freeHostPort(), freeHostPort(), freeHostPort(), freeHostPort()]);
Object.assign(process.env, newSessionKeys(), {
  MB_HTTP_PORT: String(http),
  MB_MAIL_PORT: String(mail),
  MB_WOMPI_PORT: String(wompi),
  MB_JAEGER_PORT: String(jaeger),
});
process.env.E2E_BASE_URL = `http://127.0.0.1:${http}`;
process.env.E2E_MAIL_URL = `http://127.0.0.1:${mail}`;

let failed = false;
const upStarted = Date.now();
try {
  await stackDown(project).catch(() => {}); // what a killed earlier run left
  await stackUp(project);
  timings.up = seconds(upStarted);
  // Read after E2E_BASE_URL / E2E_MAIL_URL / MB_WOMPI_PORT are set: these modules take them at import.
  const { buyAPlan, newBuyer, until } = await import('./purchase.mjs');
  const { twoReplicas } = await import('./replicas.mjs');
  const { purchaseTrace, sampledTrace, withoutWompiEvents } = await import('./trace.mjs');
  // The balancer takes the gateway's replicas in within a second or two of their health checks passing.
  await until('the gateway ready through the balancer', async () => (await fetch(`${process.env.E2E_BASE_URL}/readyz`)).ok, 30_000);
  const purchaseStarted = Date.now();
  const owner = await newBuyer('contenedores');
  // In a trace of its own, whatever the stack's sampling (by default at most 5 new traces a second per process).
  const trace = sampledTrace();
  const { order, result, subscription } = await withoutWompiEvents(() => buyAPlan(owner, { headers: { traceparent: trace.traceparent } }));
  const pages = await downloadInvoicePdf(result.invoice, owner.token);
  console.log(
    `containers: ${owner.email} paid ${order.total} COP, subscription active, invoice ${result.invoice.number} issued, its PDF ${pages}`,
  );
  timings.purchase = seconds(purchaseStarted);
  const traceStarted = Date.now();
  const spans = await purchaseTrace(trace.traceId);
  const services = [...new Set(spans.map((span) => span.service))].sort().join(', ');
  console.log(`containers: the payment is one trace in Jaeger, ${trace.traceId}: ${spans.length} spans of ${services}`);
  timings.trace = seconds(traceStarted);
  const replicasStarted = Date.now();
  await twoReplicas(project, owner, subscription);
  timings.replicas = seconds(replicasStarted);
  console.log(`containers: the stack bought a plan and proved two replicas (images ${timings.images}, compose up ${timings.up})`);
} catch (error) {
  failed = true;
  console.error(`containers: ${error.stack ?? error}`);
} finally {
  const downStarted = Date.now();
  await stackDown(project);
  timings.down = seconds(downStarted);
}
console.log(`containers: ${JSON.stringify(timings)}, total ${seconds(started)}`);
console.log(failed ? '0 passed, 1 failed' : '1 passed, 0 failed');
process.exit(failed ? 1 : 0);

/** The invoice's printed form as the buyer downloads it through the gateway (from the archive in the compose stack's database). */
async function downloadInvoicePdf(invoice, token) {
  const { PDFParse } = await import('pdf-parse');
  const response = await fetch(new URL(invoice.urls.pdf, process.env.E2E_BASE_URL), { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('application/pdf')) {
    throw new Error(`invoice PDF: ${response.status} ${response.headers.get('content-type')} ${body.subarray(0, 200).toString()}`);
  }
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    const { text, total } = await parser.getText();
    for (const expected of ['Factura electrónica de venta', `No. ${invoice.number}`, 'NIT 900123456-8']) {
      if (!text.includes(expected)) throw new Error(`invoice PDF without '${expected}': ${text}`);
    }
    if (!text.replace(/\s+/g, '').includes(`CUFE${invoice.cufe}`)) throw new Error(`invoice PDF without its CUFE ${invoice.cufe}: ${text}`);
    return `${body.length} bytes, ${total} page(s)`;
  } finally {
    await parser.destroy();
  }
}
