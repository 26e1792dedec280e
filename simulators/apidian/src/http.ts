// Laravel's answers shared by the routes: 401, 422 and the company behind the Bearer token (reference §1).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Company, Store } from './state.js';
import { invalidBody, type Errors } from './validation.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireCompany` on the `auth:api` routes. */
    company: Company;
  }
}

export function sendInvalid(reply: FastifyReply, errors: Errors) {
  return reply.status(422).send(invalidBody(errors));
}

/** The request body as an object: Laravel reads a missing or malformed JSON body as no input. */
export function input(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * The `token` guard with `hash => false`: `Authorization: Bearer`, or `api_token` in the query or body, compared
 * as is with the company user's api_token. A preHandler, so the body is parsed when it looks there.
 */
export function requireCompany(store: Store) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const company = store.byToken(tokenOf(request) ?? '');
    if (!company) return reply.status(401).send({ message: 'Unauthenticated.' });
    request.company = company;
  };
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const bearer = header && /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (bearer) return bearer;
  const query = (request.query as Record<string, unknown> | undefined)?.api_token;
  if (typeof query === 'string') return query;
  const fromBody = input(request).api_token;
  return typeof fromBody === 'string' ? fromBody : undefined;
}
