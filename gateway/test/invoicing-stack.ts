import { startApidianSimulator } from '../../simulators/apidian/src/app.js';
import { startBilling } from '../../services/billing/test/helpers.js';
import { startIdentity } from '../../services/identity/test/helpers.js';
import { startInvoicing } from '../../services/invoicing/test/helpers.js';
import type { listeningGateways } from './listening-gateways.js';

/**
 * Real identity, invoicing (issuing into an APIDIAN simulator) and billing on one bus, listening, their addresses
 * in `gateways.urls`: billing's approvals reach invoicing over Kafka and become DIAN invoices.
 */
export async function startInvoicingStack(namespace: string, gateways: ReturnType<typeof listeningGateways>) {
  const apidian = await startApidianSimulator({ port: 0, logLevel: 'silent' });
  const [identity, invoicing] = await Promise.all([
    startIdentity(namespace),
    startInvoicing(namespace, { APIDIAN_URL: apidian.url, INVOICE_RETRY_DELAYS: '200,400' }),
  ]);
  const { urls } = gateways;
  urls.IDENTITY_URL = await identity.app.listen({ host: '127.0.0.1', port: 0 });
  urls.INVOICING_URL = await invoicing.app.listen({ host: '127.0.0.1', port: 0 });
  // Billing asks identity and invoicing itself who is buying.
  const billing = await startBilling(namespace, { owners: { IDENTITY_URL: urls.IDENTITY_URL, INVOICING_URL: urls.INVOICING_URL } });
  urls.BILLING_URL = new URL(billing.eventsUrl).origin;
  return {
    apidian,
    identity,
    invoicing,
    billing,
    async close() {
      await gateways.close();
      await Promise.all([identity.close(), invoicing.close(), billing.close()]);
      await apidian.close();
    },
  };
}
export type InvoicingStack = Awaited<ReturnType<typeof startInvoicingStack>>;
