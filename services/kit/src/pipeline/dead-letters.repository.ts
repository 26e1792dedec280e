import type { Pool, Tx } from '../db.js';

export interface NewDeadLetter {
  dltTopic: string;
  dltPartition: number;
  dltOffset: string;
  originTopic: string;
  originPartition: number | null;
  originOffset: string | null;
  error: string;
  attempts: number | null;
  key: Buffer | null;
  payload: Buffer;
  headers: Record<string, string>;
  deadAt: Date;
}

export interface DeadLetterRow {
  id: string;
  dlt_topic: string;
  origin_topic: string;
  origin_partition: number | null;
  origin_offset: string | null;
  error: string;
  attempts: number | null;
  message_key: Buffer | null;
  payload: Buffer;
  headers: Record<string, string>;
  dead_at: Date;
}

/** Kept once per position in its topic, so a redelivered copy by the keeper is not a second row. */
export async function saveDeadLetter(pool: Pool, letter: NewDeadLetter): Promise<void> {
  await pool.query(
    `INSERT INTO dead_letters (dlt_topic, dlt_partition, dlt_offset, origin_topic, origin_partition, origin_offset, error, attempts,
                               message_key, payload, headers, dead_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (dlt_topic, dlt_partition, dlt_offset) DO NOTHING`,
    [
      letter.dltTopic,
      letter.dltPartition,
      letter.dltOffset,
      letter.originTopic,
      letter.originPartition,
      letter.originOffset,
      letter.error,
      letter.attempts,
      letter.key,
      letter.payload,
      JSON.stringify(letter.headers),
      letter.deadAt,
    ],
  );
}

const columns = `id::text, dlt_topic, origin_topic, origin_partition, origin_offset::text, error, attempts, message_key, payload,
                 headers, dead_at`;

/** The oldest pending first, at most `limit`. */
export async function pendingDeadLetters(pool: Pool, limit: number): Promise<DeadLetterRow[]> {
  const { rows } = await pool.query<DeadLetterRow>(`SELECT ${columns} FROM dead_letters WHERE handled IS NULL ORDER BY id LIMIT $1`, [
    limit,
  ]);
  return rows;
}

export async function countPendingByTopic(pool: Pool): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ dlt_topic: string; pending: number }>(
    'SELECT dlt_topic, count(*)::int AS pending FROM dead_letters WHERE handled IS NULL GROUP BY dlt_topic',
  );
  return new Map(rows.map((row) => [row.dlt_topic, row.pending]));
}

/** Marks a pending dead letter handled and returns it; null when it is not pending (unknown, or handled already). */
export async function takePendingDeadLetter(tx: Tx, id: string, handled: 'replayed' | 'discarded'): Promise<DeadLetterRow | null> {
  const { rows } = await tx.query<DeadLetterRow>(
    `UPDATE dead_letters SET handled = $2, handled_at = now() WHERE id = $1 AND handled IS NULL RETURNING ${columns}`,
    [id, handled],
  );
  return rows[0] ?? null;
}
