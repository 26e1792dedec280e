// The REST API under /v1 (reference §4.1), answered as Wompi's sandbox does.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardInput, type CardVault } from './cards.js';
import { originOf, sendError, sendInvalid, sendNotFound } from './http.js';
import { checkBearer, isSandboxKey, wrongEnvironment, type KeyKind, type MerchantKeys } from './keys.js';
import { merchantInfo, merchantSummary, type AcceptanceTokens } from './merchant.js';
import { parseInput, type Payments } from './payments.js';
import type { TransactionStore } from './transactions.js';

export interface ApiOptions {
  keys: MerchantKeys;
  acceptance: AcceptanceTokens;
  vault: CardVault;
  store: TransactionStore;
  payments: Payments;
  /** While true, every API call gets 503: Wompi's API down, its events still going out. */
  isDown: () => boolean;
}

const idParams = z.object({ id: z.string() });
const voidInput = z.object({ amount_in_cents: z.number().int().min(1).optional() }).optional();

export const apiRoutes: FastifyPluginAsyncZod<ApiOptions> = async (api, { keys, acceptance, vault, store, payments, isDown }) => {
  // Public-key calls (merchant, card tokens) are made from browsers, as against the real API.
  api.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (isDown()) return sendError(reply, 503, 'SERVICE_UNAVAILABLE', 'Servicio no disponible');
  });
  api.options('/*', async (_request, reply) =>
    reply
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', 'authorization, content-type')
      .header('access-control-max-age', '600')
      .status(204)
      .send(),
  );

  /** Answers 401 itself and returns false when the request lacks one of the accepted keys. */
  const authorized = (request: FastifyRequest, reply: FastifyReply, accepted: KeyKind[]): boolean => {
    const check = checkBearer(request.headers.authorization, keys);
    if (!check.ok) {
      void sendError(reply, 401, 'INVALID_ACCESS_TOKEN', check.reason);
      return false;
    }
    if (!accepted.includes(check.kind)) {
      void sendError(
        reply,
        401,
        'INVALID_ACCESS_TOKEN',
        `Se esperaba la llave ${accepted.includes('private') ? 'privada' : 'pública'} del comercio.`,
      );
      return false;
    }
    return true;
  };

  api.get('/merchants/:publicKey', { schema: { params: z.object({ publicKey: z.string() }) } }, async (request, reply) => {
    const { publicKey } = request.params;
    if (!isSandboxKey(publicKey)) return sendError(reply, 401, 'INVALID_ACCESS_TOKEN', wrongEnvironment);
    if (publicKey !== keys.publicKey) return sendNotFound(reply);
    return { data: merchantInfo(publicKey, acceptance, originOf(request)), meta: {} };
  });

  api.post('/tokens/cards', async (request, reply) => {
    if (!authorized(request, reply, ['public'])) return reply;
    const card = parseInput(cardInput, request.body);
    if (!card.ok) return sendInvalid(reply, card.messages);
    const token = vault.tokenize(card.value);
    if (!token) return sendInvalid(reply, { exp_year: ['La tarjeta está vencida'] });
    return reply.status(201).send({ status: 'CREATED', data: token });
  });

  // Either key of this environment: the docs say private, R1 and R7 use the public one (§4.1).
  api.post('/transactions', async (request, reply) => {
    if (!authorized(request, reply, ['public', 'private'])) return reply;
    const created = payments.create(request.body);
    if (!created.ok) return sendInvalid(reply, created.messages);
    return reply.status(201).send({ data: created.value, meta: {} });
  });

  api.get('/transactions/:id', { schema: { params: idParams } }, async (request, reply) => {
    const transaction = store.get(request.params.id);
    if (!transaction) return sendNotFound(reply);
    return { data: { ...transaction, merchant: merchantSummary() }, meta: {} };
  });

  // Only `reference` filters here; Wompi's other filters (dates, status, pages) are not simulated.
  api.get('/transactions', { schema: { querystring: z.looseObject({ reference: z.string().optional() }) } }, async (request, reply) => {
    if (!authorized(request, reply, ['private'])) return reply;
    return { data: store.list({ reference: request.query.reference }), meta: {} };
  });

  // R1: the answer wraps the void's own status and the voided transaction.
  api.post('/transactions/:id/void', { schema: { params: idParams } }, async (request, reply) => {
    if (!authorized(request, reply, ['private'])) return reply;
    const input = parseInput(voidInput, request.body);
    if (!input.ok) return sendInvalid(reply, input.messages);
    const voided = payments.void(request.params.id, input.value?.amount_in_cents);
    if (!voided) return sendNotFound(reply);
    if (!voided.ok) return sendInvalid(reply, voided.messages);
    return reply.status(201).send({ data: { status: 'APPROVED', status_message: null, transaction: voided.value }, meta: {} });
  });
};
