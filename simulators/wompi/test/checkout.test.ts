import { createContext, runInContext } from 'node:vm';
import { startWompiSimulator, type WompiSimulator } from '../src/app.js';
import { testCards } from '../src/testing.js';
import { newReference, signedPayment, waitFor } from './helpers.js';

// The hosted checkout as a browser without script uses it: GET the page, POST the form, follow the redirects.
describe('Wompi simulator checkout pages', () => {
  let sim: WompiSimulator;
  const redirectUrl = 'http://127.0.0.1:8080/pagos/resultado?orden=42';

  /** The Web Checkout URL a store builds (§3.2), with URLSearchParams as R1 does. */
  const checkoutUrl = (params: Record<string, string>) => `${sim.url}/p/?${new URLSearchParams(params).toString()}`;

  const validParams = (reference = newReference('checkout')) => {
    const payment = signedPayment(sim, reference);
    return {
      'public-key': sim.publicKey,
      currency: 'COP',
      'amount-in-cents': String(payment.amountInCents),
      reference,
      'signature:integrity': payment.signature,
      'redirect-url': redirectUrl,
      'customer-data:email': 'clienta@example.test',
      'customer-data:full-name': 'Ana Gómez',
    };
  };

  const card = (number: string, expiry = '12/39') => ({
    'card-number': number,
    expiry,
    cvc: '123',
    'card-holder': 'Ana Gómez',
    email: 'clienta@example.test',
  });

  /** Submits the form the page shows, as a browser does (action from the page, urlencoded body). */
  const submit = async (pageUrl: string, fields: Record<string, string>) => {
    const page = await (await fetch(pageUrl)).text();
    const action = decodeEntities(/<form[^>]* method="post" action="([^"]+)"/.exec(page)![1]!);
    return fetch(new URL(action, pageUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  };

  /** Reloads the transaction page until it is no longer "Procesando", as its meta refresh does. */
  const finalPage = (url: string) =>
    waitFor(`página final de ${url}`, async () => {
      const html = await (await fetch(url)).text();
      return !html.includes('Procesando el pago') && html;
    });

  beforeAll(async () => {
    sim = await startWompiSimulator({ port: 0, settleAfterMs: 30, logLevel: 'silent' });
  });

  afterAll(async () => {
    await sim?.close();
  });

  it('shows the amount in pesos, the reference, a labelled card form and the test cards', async () => {
    const params = validParams();
    const response = await fetch(checkoutUrl(params));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = (await response.text()).replace(/\u00a0/g, ' ');
    expect(html).toContain('$ 150.000');
    expect(html).toContain(params.reference);
    for (const [id, label] of [
      ['card-number', 'Número de tarjeta'],
      ['expiry', 'Vencimiento (MM/AA)'],
      ['cvc', 'CVC'],
      ['card-holder', 'Nombre en la tarjeta'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toMatch(/<button type="submit">Pagar<\/button>/);
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('value="clienta@example.test"');
  });

  it('rejects a bad integrity signature, or none', async () => {
    const params = validParams();
    const tampered = await fetch(checkoutUrl({ ...params, 'amount-in-cents': '100' }));
    expect(tampered.status).toBe(422);
    expect(await tampered.text()).toContain('La firma es inválida');

    const { 'signature:integrity': _omitted, ...unsigned } = params;
    const missing = await fetch(checkoutUrl(unsigned));
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('La firma es inválida');

    const prodKey = await fetch(checkoutUrl({ ...params, 'public-key': 'pub_prod_mbplatform' }));
    expect(prodKey.status).toBe(401);
    expect(await prodKey.text()).toContain('La llave proporcionada no corresponde a este ambiente.');
  });

  it('pays with the approving card and sends the person back to redirect-url?id=…&env=test', async () => {
    const params = validParams();
    const posted = await submit(checkoutUrl(params), card('4242 4242 4242 4242'));
    expect(posted.status).toBe(303);
    const transactionPage = new URL(posted.headers.get('location')!, sim.url).href;
    const id = /\/p\/transactions\/([^?]+)$/.exec(transactionPage)![1]!;
    expect(sim.transactions.get(id)).toMatchObject({ reference: params.reference, customer_email: 'clienta@example.test' });

    const html = await finalPage(transactionPage);
    expect(html).toContain('Transacción aprobada');
    const back = `http://127.0.0.1:8080/pagos/resultado?orden=42&amp;id=${id}&amp;env=test`;
    expect(html).toContain(`<a href="${back}">Volver al comercio</a>`);
    expect(html).toContain(`<meta http-equiv="refresh" content="1;url=${back}">`);
    expect(sim.transactions.get(id)?.status).toBe('APPROVED');
  });

  it('shows a declined payment', async () => {
    const posted = await submit(checkoutUrl(validParams()), card(testCards.declined));
    expect(await finalPage(new URL(posted.headers.get('location')!, sim.url).href)).toContain('Transacción declinada');
  });

  it('shows the form again with what is wrong', async () => {
    const posted = await submit(checkoutUrl(validParams()), card(testCards.approved, '13-2039'));
    expect(posted.status).toBe(422);
    const html = await posted.text();
    expect(html).toContain('El vencimiento debe tener la forma MM/AA');
    expect(html).toContain('value="4242424242424242"');
  });

  it('in the widget, hands the final transaction to the parent page instead of redirecting', async () => {
    const params = { ...validParams(), mode: 'widget', 'parent-origin': 'http://tienda.test:8080' };
    const posted = await submit(checkoutUrl(params), card(testCards.approved));
    expect(posted.status).toBe(303);
    const location = new URL(posted.headers.get('location')!, sim.url);
    expect(location.searchParams.get('mode')).toBe('widget');

    const html = await finalPage(location.href);
    expect(html).toContain('Transacción aprobada');
    expect(html).not.toContain('Volver al comercio');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).toContain('parent.postMessage(');
    expect(script).toContain('"type":"wompi-sim:transaction"');
    expect(script).toContain('"status":"APPROVED"');
    expect(script).toContain('"http://tienda.test:8080"');
  });

  it('serves /widget.js as JavaScript that defines WidgetCheckout, also when loaded twice', async () => {
    const response = await fetch(`${sim.url}/widget.js?t=${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    const source = await response.text();
    // One realm, as a page that removes the script and adds it again.
    const page: Record<string, unknown> = createContext({});
    page.window = page;
    runInContext(source, page);
    expect(typeof page.WidgetCheckout).toBe('function');
    expect(() => runInContext(source, page)).not.toThrow();
    expect(typeof page.WidgetCheckout).toBe('function');
    expect(source).toContain(JSON.stringify(sim.url));
  });
});

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
