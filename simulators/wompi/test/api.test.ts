import { startWompiSimulator, type WompiSimulator } from '../src/app.js';
import { payByCard, testCards, WompiApiError } from '../src/testing.js';
import { fetchTransaction, newReference, signedPayment, waitForStatus } from './helpers.js';

// The REST API over real HTTP, as the billing service calls it.
describe('Wompi simulator REST API', () => {
  let sim: WompiSimulator;

  const post = (path: string, key: string | undefined, body?: unknown) =>
    fetch(`${sim.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** The 422 body payByCard got, or a failure if it did not get one. */
  const rejection = async (paying: Promise<unknown>) => {
    const error = await paying.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(WompiApiError);
    expect((error as WompiApiError).status).toBe(422);
    return (error as WompiApiError).body as { error: { type: string; messages: Record<string, string[]> } };
  };

  beforeAll(async () => {
    sim = await startWompiSimulator({ port: 0, settleAfterMs: 30, logLevel: 'silent' });
  });

  afterAll(async () => {
    await sim?.close();
  });

  it('gives the merchant with both presigned acceptance tokens', async () => {
    const response = await fetch(`${sim.apiUrl}/merchants/${sim.publicKey}`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, { acceptance_token: string; permalink: string; type: string }> };
    expect(data.presigned_acceptance).toMatchObject({ type: 'END_USER_POLICY' });
    expect(data.presigned_personal_data_auth).toMatchObject({ type: 'PERSONAL_DATA_AUTH' });
    for (const presigned of [data.presigned_acceptance!, data.presigned_personal_data_auth!]) {
      const parts = presigned.acceptance_token.split('.');
      expect(parts).toHaveLength(3);
      const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString()) as { exp: number; permalink: string };
      expect(payload.exp).toBeGreaterThan(Date.now() / 1000 + 3500);
      expect(payload.permalink).toBe(presigned.permalink);
      expect((await fetch(presigned.permalink)).status).toBe(200);
    }

    expect((await fetch(`${sim.apiUrl}/merchants/pub_test_otro_comercio`)).status).toBe(404);
  });

  it('refuses keys of another environment with 401 INVALID_ACCESS_TOKEN', async () => {
    const wrongEnvironment = {
      error: { type: 'INVALID_ACCESS_TOKEN', reason: 'La llave proporcionada no corresponde a este ambiente.' },
    };
    const card = { number: testCards.approved, cvc: '123', exp_month: '12', exp_year: '39', card_holder: 'Ana Gómez' };
    const tokenWithProdKey = await post('/tokens/cards', 'pub_prod_mbplatform', card);
    expect(tokenWithProdKey.status).toBe(401);
    expect(await tokenWithProdKey.json()).toEqual(wrongEnvironment);

    const searchWithProdKey = await fetch(`${sim.apiUrl}/transactions?reference=x`, {
      headers: { authorization: 'Bearer prv_prod_mbplatform' },
    });
    expect(searchWithProdKey.status).toBe(401);
    expect(await searchWithProdKey.json()).toEqual(wrongEnvironment);

    const merchant = await fetch(`${sim.apiUrl}/merchants/pub_prod_mbplatform`);
    expect(merchant.status).toBe(401);

    const withoutKey = await post('/tokens/cards', undefined, card);
    expect(withoutKey.status).toBe(401);
    expect(((await withoutKey.json()) as { error: { type: string } }).error.type).toBe('INVALID_ACCESS_TOKEN');
  });

  it('tokenizes a card with the public key', async () => {
    const response = await post('/tokens/cards', sim.publicKey, {
      number: '4242 4242 4242 4242',
      cvc: '123',
      exp_month: '08',
      exp_year: '39',
      card_holder: 'Ana Gómez',
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { status: string; data: Record<string, string> };
    expect(body.status).toBe('CREATED');
    expect(body.data).toMatchObject({ brand: 'VISA', last_four: '4242', bin: '424242', exp_month: '08', exp_year: '39' });
    expect(body.data.id).toMatch(/^tok_test_/);

    const expired = await post('/tokens/cards', sim.publicKey, {
      number: testCards.approved,
      cvc: '123',
      exp_month: '01',
      exp_year: '20',
      card_holder: 'Ana',
    });
    expect(expired.status).toBe(422);
  });

  it.each([
    [testCards.approved, 'APPROVED'],
    [testCards.declined, 'DECLINED'],
    ['4000000000000002', 'ERROR'],
  ])('card %s ends %s after the settle delay', async (card, status) => {
    const created = await payByCard(sim, { ...signedPayment(sim, newReference('resultado')), card });
    expect(created.status).toBe('PENDING');
    expect(created.finalized_at).toBeNull();
    expect(created.id).toMatch(/^\d+-\d{10}-\d{5}$/);

    const final = await waitForStatus(sim, created.id, status);
    expect(final).toMatchObject({ id: created.id, amount_in_cents: 15_000_000, currency: 'COP', payment_method_type: 'CARD' });
    expect(typeof final.finalized_at).toBe('string');
    expect(final.merchant).toMatchObject({ id: expect.any(Number) });
  });

  it('keeps a transaction PENDING until it settles, and settle() forces it', async () => {
    const slow = await startWompiSimulator({ port: 0, settleAfterMs: 60_000, logLevel: 'silent' });
    try {
      const created = await payByCard(slow, signedPayment(slow, newReference('lenta')));
      const { body } = await fetchTransaction(slow, created.id);
      expect(body.data).toMatchObject({ status: 'PENDING', finalized_at: null });
      await expect(payByCard(slow, signedPayment(slow, created.reference))).rejects.toMatchObject({ status: 422 });
      const voidWhilePending = await fetch(`${slow.apiUrl}/transactions/${created.id}/void`, {
        method: 'POST',
        headers: { authorization: `Bearer ${slow.privateKey}` },
      });
      expect(voidWhilePending.status).toBe(422);

      expect(slow.settle(created.id, 'DECLINED').status).toBe('DECLINED');
      expect(slow.transactions.get(created.id)?.status).toBe('DECLINED');
      expect(() => slow.settle(created.id, 'APPROVED')).toThrow(/DECLINED/);
    } finally {
      await slow.close();
    }
  });

  it('answers 404 NOT_FOUND_ERROR for an unknown transaction', async () => {
    const { status, body } = await fetchTransaction(sim, '90126-1700000000-00000');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { type: 'NOT_FOUND_ERROR', reason: 'La entidad solicitada no existe' } });
  });

  it('answers 503 to every API call while taken down, and serves again once back', async () => {
    sim.setApiDown(true);
    try {
      const down = await fetchTransaction(sim, '90126-1700000000-00000');
      expect(down).toMatchObject({ status: 503, body: { error: { type: 'SERVICE_UNAVAILABLE' } } });
    } finally {
      sim.setApiDown(false);
    }
    expect((await fetchTransaction(sim, '90126-1700000000-00000')).status).toBe(404);
  });

  it('refuses a bad integrity signature with 422', async () => {
    const payment = signedPayment(sim, newReference('firma'));
    const body = await rejection(payByCard(sim, { ...payment, amountInCents: payment.amountInCents + 100 }));
    expect(body.error.type).toBe('INPUT_VALIDATION_ERROR');
    expect(body.error.messages.signature).toEqual(['La firma es inválida']);
  });

  it('hashes expiration_time when it is sent', async () => {
    const expirationTime = new Date(Date.now() + 3_600_000).toISOString();
    const reference = newReference('expira');
    const withoutIt = signedPayment(sim, reference);
    const body = await rejection(payByCard(sim, { ...withoutIt, expirationTime }));
    expect(Object.keys(body.error.messages)).toEqual(['signature']);

    const created = await payByCard(sim, signedPayment(sim, reference, 15_000_000, expirationTime));
    expect(created.status).toBe('PENDING');
  });

  it('lists each invalid field in messages', async () => {
    const response = await post('/transactions', sim.publicKey, {
      acceptance_token: 'no.es.valido',
      amount_in_cents: 1500.5,
      currency: 'USD',
      customer_email: 'sin-arroba',
      payment_method: { type: 'CARD', token: 'tok_test_x', installments: 1 },
      reference: 'r',
      signature: 'x',
    });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { type: string; messages: Record<string, string[]> } };
    expect(error.type).toBe('INPUT_VALIDATION_ERROR');
    expect(Object.keys(error.messages).sort()).toEqual(['amount_in_cents', 'currency', 'customer_email']);

    const badTokens = await post('/transactions', sim.publicKey, {
      acceptance_token: 'no.es.valido',
      amount_in_cents: 150000,
      currency: 'COP',
      customer_email: 'ana@example.test',
      payment_method: { type: 'CARD', token: 'tok_test_x', installments: 1 },
      reference: 'r',
      signature: 'x',
    });
    const { error: second } = (await badTokens.json()) as { error: { messages: Record<string, string[]> } };
    expect(Object.keys(second.messages).sort()).toEqual(['acceptance_token', 'payment_method.token', 'signature']);
  });

  it('refuses a reused reference, but allows a re-attempt after a DECLINED one', async () => {
    const payment = signedPayment(sim, newReference('reintento'));
    const declined = await payByCard(sim, { ...payment, card: testCards.declined });
    await waitForStatus(sim, declined.id, 'DECLINED');

    const approved = await payByCard(sim, payment);
    // PENDING or already APPROVED, the reference is taken now.
    const reused = await rejection(payByCard(sim, payment));
    expect(reused.error.messages.reference).toHaveLength(1);
    await waitForStatus(sim, approved.id, 'APPROVED');

    // Search by reference with the private key: both, newest first.
    const search = await fetch(`${sim.apiUrl}/transactions?reference=${encodeURIComponent(payment.reference)}`, {
      headers: { authorization: `Bearer ${sim.privateKey}` },
    });
    expect(search.status).toBe(200);
    const { data } = (await search.json()) as { data: { id: string; status: string }[] };
    expect(data.map(({ id, status }) => [id, status])).toEqual([
      [approved.id, 'APPROVED'],
      [declined.id, 'DECLINED'],
    ]);

    const withPublicKey = await fetch(`${sim.apiUrl}/transactions?reference=${encodeURIComponent(payment.reference)}`, {
      headers: { authorization: `Bearer ${sim.publicKey}` },
    });
    expect(withPublicKey.status).toBe(401);
  });

  it('voids an APPROVED card transaction with the private key', async () => {
    const created = await payByCard(sim, signedPayment(sim, newReference('anular')));
    await waitForStatus(sim, created.id, 'APPROVED');

    expect((await post(`/transactions/${created.id}/void`, sim.publicKey)).status).toBe(401);
    const response = await post(`/transactions/${created.id}/void`, sim.privateKey);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { transaction: { id: string; status: string } } };
    expect(data.transaction).toMatchObject({ id: created.id, status: 'VOIDED' });
    expect((await fetchTransaction(sim, created.id)).body.data.status).toBe('VOIDED');

    expect((await post(`/transactions/${created.id}/void`, sim.privateKey)).status).toBe(422);
    expect((await post('/transactions/90126-1700000000-00000/void', sim.privateKey)).status).toBe(404);
  });
});
