import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyContextConfig, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '@mb/service-kit';
import { registerRestaurantApiDocs } from './restaurant-api-docs.js';

/** The envelope every failure answers with (`{ success: false, message }`, sometimes with fields a screen acts on). */
const errorEnvelope = {
  type: 'object',
  required: ['success', 'message'],
  properties: { success: { type: 'boolean', enum: [false] }, message: { type: 'string' } },
  additionalProperties: true,
};

const errorMeanings: Record<number, string> = {
  400: 'Datos inválidos (el mensaje nombra el campo)',
  401: 'Sin sesión, o la sesión expiró o fue cerrada',
  403: 'Sin permiso para esta operación, o falta el token CSRF de una sesión por cookie',
  404: 'No existe, o no es del usuario de la sesión',
  409: 'El estado actual no lo permite',
  413: 'La solicitud es demasiado grande',
  415: 'Tipo de contenido no soportado',
  429: 'Demasiados intentos; Retry-After dice cuántos segundos esperar',
  431: 'La dirección o las cabeceras pasan de 16 KB',
  503: 'Un servicio necesario no está disponible',
};

/** The failures an operation can answer, from what it declares: who may call it, what it takes, whether it is throttled. */
export function errorStatuses(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>, config: FastifyContextConfig = {}): number[] {
  const schema = route.schema ?? {};
  const signedIn = config.access !== undefined && config.access !== 'public';
  // What it names may not exist, or the caller's own thing (a restaurant, a profile) may not exist yet.
  const findsSomething = signedIn || Boolean(schema.params || schema.querystring || schema.body) || route.url.includes(':');
  const takesBody = [route.method].flat().some((method) => ['POST', 'PUT', 'PATCH'].includes(method));
  const statuses = new Set([
    400,
    ...(signedIn ? [401, 403] : []),
    ...(findsSomething ? [404, 409] : []),
    ...(takesBody ? [413, 415] : []),
    ...(config.throttled ? [429] : []),
    ...(config.errors ?? []),
    // Any request: Node refuses a URL and headers past 16 KB before the route.
    431,
    503,
  ]);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * OpenAPI of the browser-facing routes, built from their zod schemas; UI at /docs, JSON at /docs/json. Each operation
 * also states its security (none, or the session as bearer token or cookie), `x-access` (public, session, admin, restaurant),
 * `x-owns` (parameters naming one customer's objects) and its error answers with the envelope's schema.
 */
export async function registerOpenApi(app: App): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'MB Platform gateway', version: '0.1.0', description: 'Llamadas del navegador (BFF).' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'mb_session' },
          restaurant: { type: 'http', scheme: 'bearer', description: 'Sesión de la app del restaurante (POST /restaurant/auth/login)' },
          restaurantToken: { type: 'http', scheme: 'bearer', description: 'restaurant_token de open-restaurant, para entrar a la app' },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const config = (input.route.config ?? {}) as FastifyContextConfig;
      const responses: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
      if (config.file)
        responses[200] ??= { description: 'El archivo', content: { [config.file]: { schema: { type: 'string', format: 'binary' } } } };
      for (const status of errorStatuses(input.route, config)) {
        responses[status] ??= { description: errorMeanings[status] ?? 'Error', ...errorEnvelope };
      }
      const access = config.access ?? 'public';
      const security: Record<typeof access, Record<string, string[]>[]> = {
        public: [],
        session: [{ bearer: [] }, { cookie: [] }],
        admin: [{ bearer: [] }, { cookie: [] }],
        superadmin: [{ bearer: [] }, { cookie: [] }],
        restaurant: config.restaurantEntry ? [{ restaurantToken: [] }] : [{ restaurant: [] }],
      };
      return {
        url,
        schema: {
          ...schema,
          response: responses,
          security: security[access],
          'x-access': access,
          ...(config.owns ? { 'x-owns': config.owns } : {}),
        },
      };
    },
  });
  await registerRestaurantApiDocs(app);
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
}
