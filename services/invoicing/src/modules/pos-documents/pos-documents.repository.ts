import type { Queryable, Tx } from '@mb/service-kit';

export type PosDocumentKind = 'documento_pos' | 'factura' | 'nota_ajuste';
export type PosDocumentStatus = 'pendiente' | 'emitido' | 'rechazado' | 'retenido';

export interface PosDocumentRow {
  id: string;
  seq: number;
  restaurant_id: string;
  issuer_id: number;
  check_id: string;
  refund_id: string | null;
  kind: PosDocumentKind;
  type_document_id: number;
  status: PosDocumentStatus;
  prefix: string;
  number: number;
  resolution_legend: string;
  cude: string | null;
  dian_cude: string | null;
  qr_url: string | null;
  status_code: string | null;
  errors: string[];
  source: unknown;
  request: Record<string, unknown> & { date: string; prefix: string; number: number };
  response: unknown;
  send_attempts: number;
  buyer_identification: string;
  buyer_name: string;
  total_pesos: number;
  pdf_filename: string | null;
  created_at: Date;
  updated_at: Date;
  issued_at: Date | null;
}

const columns = `id, seq::int AS seq, restaurant_id, issuer_id, check_id, refund_id, kind, type_document_id, status, prefix,
  number::int AS number, resolution_legend, cude, dian_cude, qr_url, status_code, errors, source, request, response, send_attempts,
  buyer_identification, buyer_name, total_pesos::int AS total_pesos, pdf_filename, created_at, updated_at, issued_at`;

export async function findPosDocument(db: Queryable, id: string, options: { lock?: boolean } = {}): Promise<PosDocumentRow | null> {
  const { rows } = await db.query<PosDocumentRow>(
    `SELECT ${columns} FROM pos_documents WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The sale's own document of a check (not its adjustment notes). */
export async function findSaleDocument(db: Queryable, checkId: string): Promise<PosDocumentRow | null> {
  const { rows } = await db.query<PosDocumentRow>(`SELECT ${columns} FROM pos_documents WHERE check_id = $1 AND refund_id IS NULL`, [
    checkId,
  ]);
  return rows[0] ?? null;
}

export async function findRefundDocument(db: Queryable, refundId: string): Promise<PosDocumentRow | null> {
  const { rows } = await db.query<PosDocumentRow>(`SELECT ${columns} FROM pos_documents WHERE refund_id = $1`, [refundId]);
  return rows[0] ?? null;
}

/**
 * The next consecutive of the issuer's prefix (from `from`), or null once `to` is passed. The counter row stays locked
 * until the transaction that inserts the document commits: a rolled-back insert gives its number back.
 */
export async function takePosNumber(tx: Tx, issuerId: number, prefix: string, from: number, to: number): Promise<number | null> {
  await tx.query(
    'INSERT INTO pos_document_numbering (issuer_id, prefix, next_number) VALUES ($1, $2, $3) ON CONFLICT (issuer_id, prefix) DO NOTHING',
    [issuerId, prefix, from],
  );
  const { rows } = await tx.query<{ number: number }>(
    `UPDATE pos_document_numbering SET next_number = next_number + 1 WHERE issuer_id = $1 AND prefix = $2 AND next_number <= $3
     RETURNING (next_number - 1)::int AS number`,
    [issuerId, prefix, to],
  );
  return rows[0]?.number ?? null;
}

export type NewPosDocument = Pick<
  PosDocumentRow,
  | 'id'
  | 'restaurant_id'
  | 'issuer_id'
  | 'check_id'
  | 'refund_id'
  | 'kind'
  | 'type_document_id'
  | 'prefix'
  | 'number'
  | 'resolution_legend'
  | 'cude'
  | 'source'
  | 'request'
  | 'buyer_identification'
  | 'buyer_name'
  | 'total_pesos'
>;

export async function insertPosDocument(tx: Tx, document: NewPosDocument): Promise<PosDocumentRow> {
  const { rows } = await tx.query<PosDocumentRow>(
    `INSERT INTO pos_documents (id, restaurant_id, issuer_id, check_id, refund_id, kind, type_document_id, status, prefix, number,
       resolution_legend, cude, source, request, buyer_identification, buyer_name, total_pesos)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'pendiente', $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING ${columns}`,
    [
      document.id,
      document.restaurant_id,
      document.issuer_id,
      document.check_id,
      document.refund_id,
      document.kind,
      document.type_document_id,
      document.prefix,
      document.number,
      document.resolution_legend,
      document.cude,
      JSON.stringify(document.source),
      JSON.stringify(document.request),
      document.buyer_identification,
      document.buyer_name,
      document.total_pesos,
    ],
  );
  return rows[0]!;
}

/** The restaurant's oldest document still waiting to be sent, up to `upToSeq`: documents leave in the order they were made. */
export async function oldestPending(db: Queryable, restaurantId: string, upToSeq: number): Promise<PosDocumentRow | null> {
  const { rows } = await db.query<PosDocumentRow>(
    `SELECT ${columns} FROM pos_documents WHERE restaurant_id = $1 AND status = 'pendiente' AND seq <= $2 ORDER BY seq LIMIT 1`,
    [restaurantId, upToSeq],
  );
  return rows[0] ?? null;
}

/** Restaurants with documents waiting, for the sweep. */
export async function restaurantsWithPending(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ restaurant_id: string }>(
    "SELECT DISTINCT restaurant_id FROM pos_documents WHERE status = 'pendiente' ORDER BY restaurant_id",
  );
  return rows.map((row) => row.restaurant_id);
}

export async function countPosSendAttempt(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE pos_documents SET send_attempts = send_attempts + 1, updated_at = now() WHERE id = $1', [id]);
}

export interface PosOutcome {
  status: PosDocumentStatus;
  statusCode: string | null;
  errors: string[];
  dianCude: string | null;
  qrUrl: string | null;
  pdfFilename: string | null;
  response: unknown;
}

export async function recordPosOutcome(tx: Tx, id: string, outcome: PosOutcome): Promise<PosDocumentRow> {
  const { rows } = await tx.query<PosDocumentRow>(
    `UPDATE pos_documents SET status = $2, status_code = $3, errors = $4, dian_cude = COALESCE($5, dian_cude),
       qr_url = COALESCE($6, qr_url), pdf_filename = COALESCE($7, pdf_filename), response = $8, updated_at = now(),
       issued_at = CASE WHEN $2 = 'emitido' THEN now() ELSE issued_at END
     WHERE id = $1 RETURNING ${columns}`,
    [
      id,
      outcome.status,
      outcome.statusCode,
      JSON.stringify(outcome.errors),
      outcome.dianCude,
      outcome.qrUrl,
      outcome.pdfFilename,
      outcome.response === undefined ? null : JSON.stringify(outcome.response),
    ],
  );
  return rows[0]!;
}

/**
 * A rejected or held document made pending again, with its request built anew under the same number. DIAN keeps no
 * rejected document, so it is sent again rather than asked about.
 */
export async function reopenPosDocument(tx: Tx, id: string, request: unknown, cude: string | null): Promise<PosDocumentRow> {
  const { rows } = await tx.query<PosDocumentRow>(
    `UPDATE pos_documents SET status = 'pendiente', request = $2, cude = $3, errors = '[]', status_code = NULL, send_attempts = 0,
       updated_at = now()
     WHERE id = $1 RETURNING ${columns}`,
    [id, JSON.stringify(request), cude],
  );
  return rows[0]!;
}

/** A held document issued at last, its CUDE now ours and DIAN's alike. */
export async function releaseHeldDocument(tx: Tx, id: string, cude: string): Promise<PosDocumentRow> {
  const { rows } = await tx.query<PosDocumentRow>(
    `UPDATE pos_documents SET status = 'emitido', cude = $2, issued_at = now(), updated_at = now() WHERE id = $1 RETURNING ${columns}`,
    [id, cude],
  );
  return rows[0]!;
}

export interface PosDocumentFilters {
  restaurantId?: string;
  from?: string;
  to?: string;
  status?: PosDocumentStatus;
  kind?: PosDocumentKind;
  buyer?: string;
  number?: string;
}

/** A page of documents, newest first, and how many match. Dates are Bogotá days (UTC−5). */
export async function listPosDocuments(
  db: Queryable,
  filters: PosDocumentFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: PosDocumentRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filters.restaurantId) add((n) => `restaurant_id = ${n}`, filters.restaurantId);
  if (filters.from) add((n) => `(created_at AT TIME ZONE 'America/Bogota')::date >= ${n}::date`, filters.from);
  if (filters.to) add((n) => `(created_at AT TIME ZONE 'America/Bogota')::date <= ${n}::date`, filters.to);
  if (filters.status) add((n) => `status = ${n}`, filters.status);
  if (filters.kind) add((n) => `kind = ${n}`, filters.kind);
  if (filters.buyer) add((n) => `(buyer_identification ILIKE ${n} OR buyer_name ILIKE ${n})`, `%${filters.buyer}%`);
  if (filters.number) add((n) => `(prefix || number::text) ILIKE ${n}`, `%${filters.number}%`);
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM pos_documents ${clause}`, params);
  const { rows } = await db.query<PosDocumentRow>(
    `SELECT ${columns} FROM pos_documents ${clause} ORDER BY seq DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { rows, total: total.rows[0]!.total };
}
