import type { Queryable } from '@mb/service-kit';

/** Every query the owner's calls make names the restaurant: another restaurant's ids match nothing. */
export interface WebhookEndpointRecord {
  id: string;
  restaurant_id: string;
  url: string;
  events: string[];
  secret: string;
  revoked_at: Date | null;
  created_at: Date;
}
export interface WebhookAttemptRecord {
  attempt: number;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  at: Date;
}
export interface WebhookDeliveryRecord {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: 'pendiente' | 'entregado' | 'fallido';
  created_at: Date;
  attempts: WebhookAttemptRecord[];
}

const endpointColumns = 'id, restaurant_id, url, events, secret, revoked_at, created_at';

export async function insertEndpoint(
  db: Queryable,
  endpoint: { restaurantId: string; url: string; events: string[]; secret: string; by: string },
): Promise<WebhookEndpointRecord> {
  const { rows } = await db.query<WebhookEndpointRecord>(
    `INSERT INTO webhook_endpoints (restaurant_id, url, events, secret, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING ${endpointColumns}`,
    [endpoint.restaurantId, endpoint.url, endpoint.events, endpoint.secret, endpoint.by],
  );
  return rows[0]!;
}

export async function listEndpoints(db: Queryable, restaurantId: string): Promise<WebhookEndpointRecord[]> {
  const { rows } = await db.query<WebhookEndpointRecord>(
    `SELECT ${endpointColumns} FROM webhook_endpoints WHERE restaurant_id = $1 ORDER BY created_at DESC, id`,
    [restaurantId],
  );
  return rows;
}

export async function findEndpoint(db: Queryable, restaurantId: string, id: string): Promise<WebhookEndpointRecord | undefined> {
  const { rows } = await db.query<WebhookEndpointRecord>(
    `SELECT ${endpointColumns} FROM webhook_endpoints WHERE restaurant_id = $1 AND id = $2`,
    [restaurantId, id],
  );
  return rows[0];
}

export async function revokeEndpoint(db: Queryable, restaurantId: string, id: string): Promise<WebhookEndpointRecord | undefined> {
  const { rows } = await db.query<WebhookEndpointRecord>(
    `UPDATE webhook_endpoints SET revoked_at = coalesce(revoked_at, now()) WHERE restaurant_id = $1 AND id = $2 RETURNING ${endpointColumns}`,
    [restaurantId, id],
  );
  return rows[0];
}

/** The restaurant's live endpoints that asked for this event type. */
export async function endpointsFor(db: Queryable, restaurantId: string, eventType: string): Promise<Array<{ id: string }>> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM webhook_endpoints WHERE restaurant_id = $1 AND revoked_at IS NULL AND $2 = ANY(events)',
    [restaurantId, eventType],
  );
  return rows;
}

/** Undefined when this event already has its delivery to that endpoint. */
export async function insertDelivery(
  db: Queryable,
  delivery: { endpointId: string; eventId: string; eventType: string; body: string },
): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, body) VALUES ($1, $2, $3, $4)
     ON CONFLICT (endpoint_id, event_id) DO NOTHING RETURNING id`,
    [delivery.endpointId, delivery.eventId, delivery.eventType, delivery.body],
  );
  return rows[0]?.id;
}

/** What a send needs: the fixed body and where it goes, with the endpoint's secret. */
export async function findDeliveryToSend(db: Queryable, id: string) {
  const { rows } = await db.query<{ body: string; event_type: string; event_id: string; url: string; secret: string; revoked: boolean }>(
    `SELECT d.body, d.event_type, d.event_id, e.url, e.secret, e.revoked_at IS NOT NULL AS revoked
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = $1`,
    [id],
  );
  return rows[0];
}

export async function recordAttempt(
  db: Queryable,
  deliveryId: string,
  attempt: { statusCode: number | null; durationMs: number; error: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO webhook_attempts (delivery_id, attempt, status_code, duration_ms, error)
     SELECT $1, coalesce(max(attempt), 0) + 1, $2, $3, $4 FROM webhook_attempts WHERE delivery_id = $1`,
    [deliveryId, attempt.statusCode, attempt.durationMs, attempt.error],
  );
}

export async function setDeliveryStatus(db: Queryable, id: string, status: WebhookDeliveryRecord['status']): Promise<void> {
  await db.query('UPDATE webhook_deliveries SET status = $2 WHERE id = $1', [id, status]);
}

const deliveryView = `SELECT d.id, d.endpoint_id, d.event_id, d.event_type, d.status, d.created_at,
         coalesce((SELECT json_agg(json_build_object('attempt', a.attempt, 'status_code', a.status_code, 'duration_ms', a.duration_ms,
                    'error', a.error, 'at', a.at) ORDER BY a.attempt) FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]') AS attempts
    FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id`;

/** The latest deliveries of one of the restaurant's endpoints, newest first, each with its tries. */
export async function listDeliveries(
  db: Queryable,
  restaurantId: string,
  endpointId: string,
  limit = 100,
): Promise<WebhookDeliveryRecord[]> {
  const { rows } = await db.query<WebhookDeliveryRecord>(
    `${deliveryView} WHERE e.restaurant_id = $1 AND e.id = $2 ORDER BY d.created_at DESC, d.id LIMIT $3`,
    [restaurantId, endpointId, limit],
  );
  return rows;
}

export async function findDelivery(db: Queryable, restaurantId: string, endpointId: string, id: string) {
  const { rows } = await db.query<WebhookDeliveryRecord>(`${deliveryView} WHERE e.restaurant_id = $1 AND e.id = $2 AND d.id = $3`, [
    restaurantId,
    endpointId,
    id,
  ]);
  return rows[0];
}
