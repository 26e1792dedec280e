import type { Queryable } from '@mb/service-kit';

export interface TestSetDocumentRow {
  id: string;
  number: string | null;
  zip_key: string | null;
  status: 'pending' | 'accepted' | 'rejected';
  message: string | null;
  sent_at: Date;
}

export async function recordTestSetDocument(
  db: Queryable,
  document: {
    issuerId: number;
    testSetId: string;
    number: string | null;
    zipKey: string | null;
    status: string;
    message: string | null;
    isEqdoc: boolean;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO issuer_test_set_documents (issuer_id, test_set_id, number, zip_key, status, message, is_eqdoc, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $5 = 'pending' THEN NULL ELSE now() END)`,
    [document.issuerId, document.testSetId, document.number, document.zipKey, document.status, document.message, document.isEqdoc],
  );
}

/** An issuer's test-set documents of one track (invoices, or equivalent documents), newest first. */
export async function listTestSetDocuments(db: Queryable, issuerId: number, isEqdoc: boolean): Promise<TestSetDocumentRow[]> {
  const { rows } = await db.query<TestSetDocumentRow>(
    `SELECT id::text, number, zip_key, status, message, sent_at FROM issuer_test_set_documents
      WHERE issuer_id = $1 AND is_eqdoc = $2 ORDER BY id DESC`,
    [issuerId, isEqdoc],
  );
  return rows;
}

/** DIAN's verdict on a pending document; a document already settled keeps its verdict. */
export async function settleTestSetDocument(db: Queryable, id: string, status: 'accepted' | 'rejected', message: string | null) {
  await db.query(
    `UPDATE issuer_test_set_documents SET status = $2, message = $3, settled_at = now() WHERE id = $1 AND status = 'pending'`,
    [id, status, message],
  );
}
