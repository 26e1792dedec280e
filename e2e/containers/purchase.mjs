// A plan bought through the compose stack's gateway and Wompi's sandbox, as the store's buttons do it, each call retried
// while a replica it reached is dying (see `retrying`). Imported once E2E_BASE_URL, E2E_MAIL_URL and MB_WOMPI_PORT are
// set: e2e/lib takes them at import.
import { newCustomer } from '../lib/customer.mjs';
import { payByCard } from '../../simulators/wompi/src/testing.ts';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a dying replica leaves its callers: a connection refused or cut (fetch's TypeError), the balancer's own error
 * page instead of JSON (SyntaxError), 502/503/504. Anything else is an answer.
 */
const transient = (error) => error instanceof TypeError || error instanceof SyntaxError || /: 50[234] /.test(error.message);

/** How many calls `retrying` sent again. */
export const retried = { count: 0 };

/** `step()` again after a transient failure, for a minute at most: a write retried this way must carry its own key. */
export async function retrying(step, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (!transient(error) || Date.now() > deadline) throw error;
      retried.count += 1;
      await sleep(300);
    }
  }
}

/** `check()` until it answers something truthy (transient failures included), or fails with `what` after `ms`. */
export async function until(what, check, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await check().catch((error) => (transient(error) ? undefined : Promise.reject(error)));
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(500);
  }
}

/** A new buyer of the restaurant software with a ready invoicing profile (registered and verified by e-mail). */
export const newBuyer = (label) => newCustomer(label, { invoicingProfile: true });

/**
 * The buyer buys the restaurant software on plan Pro, pays by card in Wompi's sandbox and waits until billing has
 * the payment paid and invoicing its invoice issued; answers the order, the payment's result and the subscription.
 * `headers` go with each of the buyer's calls (a `traceparent`, e2e/containers/trace.mjs).
 */
export async function buyAPlan({ email, api: buyerApi }, { headers = {} } = {}) {
  const api = (path, options = {}) => buyerApi(path, { ...options, headers });
  const { product } = await retrying(() => api('/auth/public/products/software-restaurant')); // seeded by the migrate job
  // Not idempotent: a purchase retried after its answer was lost leaves one more pending order, never a payment.
  const { order } = await retrying(() =>
    api('/auth/purchase', { method: 'POST', body: { product_id: product.id, plan_type: 'pro', billing_cycle: 'monthly' } }),
  );
  const init = await retrying(() => api('/auth/payments/wompi/init', { method: 'POST', body: { order_id: order.id } }));
  const transaction = await payByCard(
    { apiUrl: `http://127.0.0.1:${process.env.MB_WOMPI_PORT}/v1`, publicKey: init.publicKey },
    { reference: init.reference, amountInCents: init.amountInCents, signature: init.signatureIntegrity, email },
  );
  // Wompi's event reaches the gateway's webhook, or this lookup finds the transaction final first: billing activates,
  // invoicing issues the invoice in APIDIAN.
  const result = await until(`${email}'s payment paid and invoiced`, async () => {
    const answer = await api(`/auth/payments/result?transaction_id=${transaction.id}`);
    return answer.payment?.status === 'paid' && answer.invoice?.status === 'issued' && answer;
  });
  const subscription = await until(`${email}'s subscription active`, async () => {
    const dashboard = await api('/auth/dashboard/client');
    return dashboard.user.subscriptions.find((item) => item.plan_type === 'pro' && item.status === 'active');
  });
  return { order, result, subscription };
}
