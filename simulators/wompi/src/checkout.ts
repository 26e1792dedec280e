// The browser side: /widget.js (§3.4), the hosted Web Checkout /p/ (§3.2) with its result page, and the two legal
// documents the acceptance tokens point to.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardInput, type CardVault } from './cards.js';
import { readCheckoutParams, targetOrigin, type CheckoutParams } from './checkout-params.js';
import { originOf } from './http.js';
import { legalDocuments, type AcceptanceTokens } from './merchant.js';
import { checkoutPage, errorPage, legalPage, transactionPage, type ResultMode } from './pages.js';
import { parseInput, type Payments } from './payments.js';
import type { TransactionStore } from './transactions.js';
import { widgetScript } from './widget-script.js';

export interface CheckoutOptions {
  publicKey: string;
  integritySecret: string;
  acceptance: AcceptanceTokens;
  vault: CardVault;
  store: TransactionStore;
  payments: Payments;
}

const cardForm = z.record(z.string(), z.string()).default({});

export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutOptions> = async (app, options) => {
  const { acceptance, vault, store, payments } = options;
  const html = 'text/html; charset=utf-8';

  // The checkout form posts as a browser does; no other route here takes a body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/widget.js', async (request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(widgetScript(originOf(request))),
  );

  app.get('/p/', async (request, reply) => {
    const checked = readCheckoutParams(queryOf(request.url), options);
    if (!checked.ok) return reply.status(checked.status).type(html).send(errorPage(checked.title, checked.message));
    const { params } = checked;
    return reply.type(html).send(
      checkoutPage({
        action: request.url,
        amountInCents: params.amountInCents,
        reference: params.reference,
        values: { cardHolder: params.customer.fullName, email: params.customer.email },
      }),
    );
  });

  // Without script: the form posts here with the checkout query still in the URL, and the answer is a redirect
  // to the transaction's page, which polls until the payment is final.
  app.post('/p/', { schema: { body: cardForm } }, async (request, reply) => {
    const checked = readCheckoutParams(queryOf(request.url), options);
    if (!checked.ok) return reply.status(checked.status).type(html).send(errorPage(checked.title, checked.message));
    const { params } = checked;
    const form = request.body;
    const values = { cardNumber: form['card-number'], expiry: form.expiry, cardHolder: form['card-holder'], email: form.email };
    const formAgain = (errors: string[]) =>
      reply
        .status(422)
        .type(html)
        .send(checkoutPage({ action: request.url, amountInCents: params.amountInCents, reference: params.reference, values, errors }));

    const expiry = /^\s*(\d{1,2})\s*\/\s*(?:20)?(\d{2})\s*$/.exec(form.expiry ?? '');
    const card = parseInput(cardInput, {
      number: form['card-number'] ?? '',
      cvc: form.cvc ?? '',
      exp_month: expiry ? expiry[1]!.padStart(2, '0') : '',
      exp_year: expiry?.[2] ?? '',
      card_holder: form['card-holder'] ?? '',
    });
    if (!card.ok || !expiry) {
      // An unreadable expiry gets one message instead of one per half.
      const messages = card.ok ? [] : Object.entries(card.messages).filter(([field]) => expiry || !field.startsWith('exp_'));
      return formAgain([...messages.flatMap(([, texts]) => texts), ...(expiry ? [] : ['El vencimiento debe tener la forma MM/AA'])]);
    }
    const token = vault.tokenize(card.value);
    if (!token) return formAgain(['La tarjeta está vencida']);

    // The same path as the API, with the tokens a person accepts by paying here.
    const origin = originOf(request);
    const created = payments.create({
      acceptance_token: acceptance.issue('END_USER_POLICY', origin),
      accept_personal_auth: acceptance.issue('PERSONAL_DATA_AUTH', origin),
      amount_in_cents: params.amountInCents,
      currency: params.currency,
      customer_email: (form.email ?? '').trim(),
      payment_method: { type: 'CARD', token: token.id, installments: 1 },
      reference: params.reference,
      signature: params.signature,
      expiration_time: params.expirationTime,
      redirect_url: params.redirectUrl,
      customer_data: customerData(params, card.value.card_holder),
    });
    if (!created.ok) return formAgain(Object.values(created.messages).flat());
    const page = new URL(`/p/transactions/${encodeURIComponent(created.value.id)}`, origin);
    if (params.widget) {
      page.searchParams.set('mode', 'widget');
      page.searchParams.set('parent-origin', params.widget.parentOrigin);
    }
    return reply.redirect(page.pathname + page.search, 303);
  });

  app.get('/p/transactions/:id', { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const transaction = store.get(request.params.id);
    if (!transaction) {
      return reply.status(404).type(html).send(errorPage('Transacción no encontrada', 'La entidad solicitada no existe.'));
    }
    const query = queryOf(request.url);
    const mode: ResultMode =
      query.get('mode') === 'widget'
        ? { kind: 'widget', parentOrigin: targetOrigin(query.get('parent-origin')) }
        : { kind: 'hosted', returnUrl: transaction.redirect_url && returnUrl(transaction.redirect_url, transaction.id) };
    return reply.type(html).header('cache-control', 'no-store').send(transactionPage(transaction, mode));
  });

  for (const document of Object.values(legalDocuments)) {
    app.get(document.path, async (_request, reply) => reply.type(html).send(legalPage(document.title)));
  }
};

/** The query exactly as sent: URLSearchParams decodes `signature%3Aintegrity` and `+` as a browser's form does. */
function queryOf(url: string): URLSearchParams {
  const start = url.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : url.slice(start + 1));
}

/** §3.5: the store's URL with `id` and, as sandbox redirects carry it, `env=test`; its own parameters are kept. */
function returnUrl(redirectUrl: string, id: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('id', id);
  url.searchParams.set('env', 'test');
  return url.href;
}

function customerData({ customer }: CheckoutParams, cardHolder: string) {
  const data = {
    full_name: customer.fullName ?? cardHolder,
    phone_number: customer.phoneNumber,
    legal_id: customer.legalId,
    legal_id_type: customer.legalIdType,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}
