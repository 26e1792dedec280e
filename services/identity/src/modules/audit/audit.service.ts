import type { AuditEntryView, AuditQuery } from '@mb/contracts';
import { badRequest, type Queryable } from '@mb/service-kit';
import { findAuditEntries, type AuditPosition } from './audit.repository.js';

const cursorPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f-]{36})$/;

/** The page's last entry, opaque to the browser. */
const encodeCursor = (entry: AuditEntryView) => Buffer.from(`${entry.at}|${entry.id}`).toString('base64url');

function decodeCursor(cursor: string): AuditPosition {
  const match = cursorPattern.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw badRequest('El cursor de la página no es válido.');
  return { at: match[1]!, id: match[2]! };
}

export async function auditPage(db: Queryable, { cursor, ...query }: AuditQuery) {
  if (query.from && query.to && query.from > query.to) throw badRequest('La fecha inicial no puede ser posterior a la final.');
  const entries = await findAuditEntries(db, { ...query, after: cursor ? decodeCursor(cursor) : undefined });
  const last = entries.at(-1);
  return { entries, next_cursor: entries.length === query.limit && last ? encodeCursor(last) : null };
}
