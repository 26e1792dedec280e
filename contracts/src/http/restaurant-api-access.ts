import { z } from 'zod';
import { restaurantText } from './restaurant-text.js';

/**
 * API access (issue 37 item 6, Gold's `api_access`): the restaurant's administrators make API keys that call the
 * restaurant's own API (`Authorization: Bearer mbk_…`), each with a scope per area, and webhooks that receive its order
 * and check events, signed as Stripe signs them.
 */
export const apiAccessMessages = {
  keyNameInvalid: 'Nombre de llave inválido (1 a 60 caracteres, sin caracteres de control)',
  scopesInvalid: 'Permisos inválidos: elige para cada área (menu, orders, checks, reports) lectura o escritura, al menos una',
  expiryInvalid: 'Vencimiento inválido: una fecha futura, como máximo en 2 años',
  keyNotFound: 'Llave de API no encontrada',
  keyRevoked: 'Llave de API revocada',
  keyInvalid: 'La llave de API no es válida, fue revocada o venció',
  keyRouteDenied: 'Las llaves de API no dan acceso a esta ruta: solo a menu, orders, checks y reports',
  keyScopeMissing: 'Esta llave de API no tiene permiso de {needed} en {area}',
  keyRateLimited: 'Demasiadas llamadas con esta llave de API: máximo 60 por minuto. Espera unos segundos.',
  keyBranchUnknown: 'Sede no encontrada: la cabecera X-Sede debe llevar el id o el nombre corto de una sede de este restaurante',
  webhookUrlInvalid: 'URL inválida: debe ser una dirección http o https completa (hasta 500 caracteres)',
  webhookUrlPrivate:
    'La URL del webhook apunta a una dirección privada, local o interna ({address}): usa una dirección pública de internet',
  webhookUrlUnresolved: 'No se pudo resolver el dominio de la URL del webhook: revisa que exista',
  webhookEventsInvalid: 'Eventos inválidos: elige al menos uno de los eventos de pedidos o cuentas',
  webhookNotFound: 'Webhook no encontrado',
  deliveryNotFound: 'Envío de webhook no encontrado',
  deliveryResent: 'Envío puesto de nuevo en cola',
} as const;

/** The areas a key reaches; each route of the API belongs to one. */
export const apiKeyAreas = ['menu', 'orders', 'checks', 'stock', 'reports'] as const;
export type ApiKeyArea = (typeof apiKeyAreas)[number];
/**
 * Which area each route of the restaurant API belongs to, by its path: the sales reports and the stats under /pedidos and /menu
 * are reports.
 * Routes of no area (staff, settings, invoicing, the keys and webhooks themselves) are not for keys. The restaurant
 * service decides with it; the gateway's API page lists the routes it covers.
 */
export const apiKeyAreaPrefixes: ReadonlyArray<readonly [string, ApiKeyArea]> = [
  ['/restaurant/pedidos/analytics', 'reports'],
  ['/restaurant/menu/stats', 'reports'],
  ['/restaurant/reportes', 'reports'],
  ['/restaurant/menu', 'menu'],
  ['/restaurant/estaciones', 'menu'],
  ['/restaurant/pedidos', 'orders'],
  ['/restaurant/carrito', 'orders'],
  ['/restaurant/tables', 'orders'],
  ['/restaurant/cuentas', 'checks'],
  ['/restaurant/caja', 'checks'],
  ['/restaurant/inventario', 'stock'],
];

/** The area of a route path (its pattern), the longest prefix first, one ending at a segment; none for the rest. */
export function apiKeyAreaOf(routePath: string): ApiKeyArea | undefined {
  let found: readonly [string, ApiKeyArea] | undefined;
  for (const entry of apiKeyAreaPrefixes) {
    const [prefix] = entry;
    if ((routePath === prefix || routePath.startsWith(`${prefix}/`)) && prefix.length > (found?.[0].length ?? 0)) found = entry;
  }
  return found?.[1];
}
/** Write includes read. */
export const apiKeyAccessLevels = ['read', 'write'] as const;
export type ApiKeyAccess = (typeof apiKeyAccessLevels)[number];
/** Calls per key per minute; the next answers 429 with Retry-After. */
export const apiKeyCallsPerMinute = 60;
/** Every API key starts so; what follows is 43 characters of base64url (256 random bits). */
export const apiKeyPrefix = 'mbk_';

export const apiKeyScopes = z
  .partialRecord(z.enum(apiKeyAreas, apiAccessMessages.scopesInvalid), z.enum(apiKeyAccessLevels, apiAccessMessages.scopesInvalid), {
    error: apiAccessMessages.scopesInvalid,
  })
  .refine((scopes) => Object.keys(scopes).length > 0, apiAccessMessages.scopesInvalid);
export type ApiKeyScopes = z.infer<typeof apiKeyScopes>;

const maxExpiryMs = 2 * 366 * 86_400_000;
/** POST /restaurant/api/llaves (admin, Gold): a name, its scopes and, optionally, when it stops working. */
export const apiKeyRequest = z.object({
  name: restaurantText(60, apiAccessMessages.keyNameInvalid),
  scopes: apiKeyScopes,
  expires_at: z.iso
    .datetime({ offset: true, error: apiAccessMessages.expiryInvalid })
    .refine((value) => {
      const at = Date.parse(value);
      return at > Date.now() && at < Date.now() + maxExpiryMs;
    }, apiAccessMessages.expiryInvalid)
    .nullish(),
});
export type ApiKeyRequest = z.infer<typeof apiKeyRequest>;

export const apiKey = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters (`mbk_` and 6 more), to tell keys apart; the rest is never shown again. */
  prefix: z.string(),
  scopes: apiKeyScopes,
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type ApiKey = z.infer<typeof apiKey>;
export const apiKeysResponse = z.object({ success: z.literal(true), data: z.array(apiKey) });
/** The made key with its secret, shown this once. */
export const apiKeyCreatedResponse = z.object({ success: z.literal(true), data: apiKey.extend({ secret: z.string() }) });
export const apiKeyResponse = z.object({ success: z.literal(true), data: apiKey });
export const apiAccessIdParams = z.object({ id: z.uuid(apiAccessMessages.keyNotFound) });

/** The restaurant events a webhook may receive (the wire types of `restaurant.order.*`, `restaurant.check.*` and `restaurant.stock.*`). */
export const webhookEventTypes = [
  'restaurant.order.created',
  'restaurant.order.status_changed',
  'restaurant.order.paid',
  'restaurant.check.created',
  'restaurant.check.updated',
  'restaurant.check.paid',
  'restaurant.check.refunded',
  'restaurant.stock.ran_low',
] as const;
/** The header with the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>`. */
export const webhookSignatureHeader = 'mb-signature';

/** POST /restaurant/api/webhooks (admin, Gold): where to send and which events. */
export const webhookRequest = z.object({
  url: z.url({ protocol: /^https?$/, error: apiAccessMessages.webhookUrlInvalid }).max(500, apiAccessMessages.webhookUrlInvalid),
  events: z
    .array(z.enum(webhookEventTypes, apiAccessMessages.webhookEventsInvalid), apiAccessMessages.webhookEventsInvalid)
    .min(1, apiAccessMessages.webhookEventsInvalid),
});
export type WebhookRequest = z.infer<typeof webhookRequest>;

export const webhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.string()),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
});
export const webhooksResponse = z.object({ success: z.literal(true), data: z.array(webhookEndpoint) });
/** The made webhook with its signing secret (`whsec_…`), shown this once. */
export const webhookCreatedResponse = z.object({ success: z.literal(true), data: webhookEndpoint.extend({ secret: z.string() }) });
export const webhookResponse = z.object({ success: z.literal(true), data: webhookEndpoint });

export const webhookAttempt = z.object({
  attempt: z.number().int().positive(),
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int().nonnegative(),
  error: z.string().nullable(),
  at: z.string(),
});
export const webhookDelivery = z.object({
  id: z.uuid(),
  event_id: z.uuid(),
  event_type: z.string(),
  /** pendiente while tries remain, entregado on a 2xx, fallido once every try failed. */
  status: z.enum(['pendiente', 'entregado', 'fallido']),
  created_at: z.string(),
  attempts: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
/** GET /restaurant/api/webhooks/{id}/envios: the latest deliveries first, each with its tries. */
export const webhookDeliveriesResponse = z.object({ success: z.literal(true), data: z.array(webhookDelivery) });
export const webhookDeliveryResponse = z.object({ success: z.literal(true), data: webhookDelivery });
export const webhookDeliveryParams = z.object({
  id: z.uuid(apiAccessMessages.webhookNotFound),
  deliveryId: z.uuid(apiAccessMessages.deliveryNotFound),
});
