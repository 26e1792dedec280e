import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { branchHeader, idempotencyKeyHeader, messages } from '@mb/contracts';
import { AppError, type App } from '@mb/service-kit';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import type { OwnedObjects } from '../../plugins/access.js';

export const tags = ['restaurant-app'];

/** A `usuarioId` path parameter: one restaurant user's cart or favourites. */
export const ownUser = { 'params.usuarioId': 'restaurant-user' } as const;

/** The restaurant session (or restaurant_token) the browser sent as bearer; the access gate made sure there is one. */
export function restaurantBearer(request: FastifyRequest): string {
  const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new AppError(401, messages.noToken);
  return token;
}

/** What a restaurant-app call passes on besides the token: a queued write's `Idempotency-Key`, the branch it works in (`X-Sede`). */
export function passedOn(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of [idempotencyKeyHeader, branchHeader]) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** The service's answer, its JSON text as it wrote it: Fastify sends text with a JSON type as it is, not serialized again. */
export function sendAsWritten(reply: FastifyReply, answer: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(answer);
}

/** One restaurant-app call the gateway passes on: its contract, what it owns, and its words in OpenAPI. */
export interface RelayedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  summary: string;
  response: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  owns?: OwnedObjects;
  /** Takes the restaurant_token (setup-user and login) rather than the app's session. */
  entry?: boolean;
  /** Statuses beyond those its declared input implies (login's 404 and 409 take no input). */
  errors?: number[];
  /** Its success when not 200: 201 for something created (a request), 202 for work the service queued (a receipt to e-mail). */
  success?: 201 | 202;
}

/**
 * Registers restaurant-app routes that go to the restaurant service unchanged (same path and query, the bearer
 * token, the validated body), and its answers back as it wrote them; `response` is the contract the service serializes
 * its answer with, declared here for the API's documentation. Each declares access 'restaurant': the gateway only asks for a bearer token and the
 * restaurant service verifies it, its currency and which restaurant's objects the ids are. A bearer token is never
 * sent by the browser on its own, so these writes need no CSRF token. A write's `Idempotency-Key` (a device's queued
 * write, issue 36) goes along: the service applies each key once and checks its form; so does the branch (`X-Sede`),
 * which the service checks is one the person works in.
 */
export function relayRoutes(app: App, restaurant: RestaurantClient, routes: RelayedRoute[]): void {
  for (const route of routes) {
    const success = route.success ?? 200;
    const schema: FastifySchema = { tags, summary: route.summary, response: { [success]: route.response } };
    if (route.params) schema.params = route.params;
    if (route.querystring) schema.querystring = route.querystring;
    if (route.body) schema.body = route.body;
    app.route({
      method: route.method,
      url: route.url,
      config: {
        access: 'restaurant',
        owns: route.owns ?? {},
        restaurantEntry: route.entry === true,
        ...(route.errors ? { errors: route.errors } : {}),
      },
      schema,
      handler: async (request, reply) => {
        const answer = await restaurant.app({
          method: route.method,
          path: request.url,
          token: restaurantBearer(request),
          body: request.body ?? undefined,
          requestId: request.id,
          headers: passedOn(request),
        });
        return sendAsWritten(reply.code(success), answer);
      },
    });
  }
}

const passedHeaders = ['content-type', 'content-length', 'content-disposition'];

/** A file the restaurant service answers, streamed with its headers; a refusal comes back as it wrote it (its Spanish). */
async function sendRestaurantFile(reply: FastifyReply, fetchFile: () => Promise<Response>): Promise<FastifyReply> {
  let response: Response;
  try {
    response = await fetchFile();
  } catch {
    throw new AppError(503, messages.serviceUnavailable);
  }
  if (!response.ok || !response.body) return sendAsWritten(reply.code(response.ok ? 502 : response.status), await response.text());
  for (const name of passedHeaders) {
    const value = response.headers.get(name);
    if (value) reply.header(name, value);
  }
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/** One restaurant-app file the gateway passes on (a GET): its input, its content type and its words in OpenAPI. */
export interface RelayedFile {
  url: string;
  summary: string;
  /** The file's content type, for the API's documentation. */
  file: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
}

/** Registers restaurant-app file downloads: same path and query, the bearer token, the file streamed back with its headers. */
export function relayFileRoutes(app: App, restaurant: RestaurantClient, files: RelayedFile[]): void {
  for (const { url, file, summary, ...input } of files) {
    app.get(url, { config: { access: 'restaurant', owns: {}, file }, schema: { tags, summary, ...input } }, (request, reply) =>
      sendRestaurantFile(reply, () => restaurant.appFile(request.url, restaurantBearer(request), request.id, passedOn(request))),
    );
  }
}
