import type { AuditEntry, AuditEntryView, AuditQuery } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

/** Idempotent on the event's id: a redelivered event leaves one entry. */
export async function insertAuditEntry(db: Queryable, entry: AuditEntry & { id: string; service: string }): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (id, service, at, actor_id, actor_email, actor_role, actor_ip, action, entity_type, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (id) DO NOTHING`,
    [
      entry.id,
      entry.service,
      entry.at,
      entry.actor.id,
      entry.actor.email,
      entry.actor.role,
      entry.actor.ip,
      entry.action,
      entry.entity.type,
      entry.entity.id,
      JSON.stringify(entry.before),
      JSON.stringify(entry.after),
    ],
  );
}

export interface AuditPosition {
  at: string;
  id: string;
}

/** Newest first; `after` continues below the last row of the previous page. Dates are Bogotá days. */
export async function findAuditEntries(
  db: Queryable,
  query: Omit<AuditQuery, 'cursor'> & { after?: AuditPosition },
): Promise<AuditEntryView[]> {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    values.push(value);
    where.push(condition(`$${values.length}`));
  };
  if (query.actor) add((p) => `actor_email LIKE ${p} || '%'`, escapeLike(query.actor.toLowerCase()));
  if (query.action) add((p) => `action = ${p}`, query.action);
  if (query.entity_type) add((p) => `entity_type = ${p}`, query.entity_type);
  if (query.entity_id) add((p) => `entity_id = ${p}`, query.entity_id);
  if (query.from) add((p) => `at >= (${p}::date)::timestamp AT TIME ZONE 'America/Bogota'`, query.from);
  if (query.to) add((p) => `at < (${p}::date + 1)::timestamp AT TIME ZONE 'America/Bogota'`, query.to);
  if (query.after) {
    values.push(query.after.at, query.after.id);
    where.push(`(at, id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`);
  }
  values.push(query.limit);
  const { rows } = await db.query<AuditEntryView>(
    `SELECT id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, service, actor_id, actor_email, actor_role,
            actor_ip, action, entity_type, entity_id, before, after
       FROM audit_log
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY at DESC, id DESC
      LIMIT $${values.length}`,
    values,
  );
  return rows;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
