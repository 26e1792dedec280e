import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, MongoClient, MongoServerError, type Collection, type Db, type IndexDescription } from 'mongodb';

/** The files kept with each document, all in GridFS. */
export type ArchivedFileKind = 'pdf' | 'xml' | 'attachedDocument';
const contentTypes: Record<ArchivedFileKind, string> = {
  pdf: 'application/pdf',
  xml: 'application/xml',
  attachedDocument: 'application/xml',
};

export interface ArchivedFile {
  id: string;
  filename: string;
  contentType: string;
  length: number;
}

/** One issued document, written once: what was sent, what DIAN answered, its files and what it is looked up by. */
export interface ArchivedDocument {
  /** `<type>-<paymentId>`, or `<type>-<noteId>` for an administrator's note: a redelivery finds it instead of writing it again. */
  _id: string;
  /** The platform's documents, or a restaurant sale's (POS document, invoice, adjustment note). */
  type: 'invoice' | 'credit-note' | 'debit-note' | 'pos-document' | 'pos-invoice' | 'pos-adjustment-note';
  /** The payment a platform document bills; the check a restaurant's document is of. */
  paymentId: string;
  issuer: { nit: string; name: string };
  prefix: string;
  /** The number with its prefix, e.g. SETP990000001. */
  number: string;
  /** The CUFE of an invoice, the CUDE of a note. */
  cufe: string;
  buyer: { identificationNumber: string; name: string; email: string | null };
  totals: { payableInCents: number; lineExtensionAmount: string; taxExclusiveAmount: string; taxInclusiveAmount: string };
  issuedAt: Date;
  archivedAt: Date;
  status: 'issued';
  request: unknown;
  dianAnswer: unknown;
  files: Record<ArchivedFileKind, ArchivedFile>;
}

export type ArchiveEntry = Omit<ArchivedDocument, 'archivedAt' | 'files'>;

/**
 * What the archive is looked up by besides its id: a document's number per issuer and type, its CUFE, its buyer, its
 * date. The id alone is unique: a test stack that starts its numbering afresh keeps archiving beside earlier runs.
 */
const archiveIndexes: (IndexDescription & { name: string })[] = [
  { key: { 'issuer.nit': 1, type: 1, number: 1 }, name: 'issuer_type_number' },
  { key: { cufe: 1 }, name: 'cufe' },
  { key: { 'buyer.identificationNumber': 1, issuedAt: -1 }, name: 'buyer_issued' },
  { key: { issuedAt: -1 }, name: 'issued' },
];

const duplicateKey = (error: unknown) => error instanceof MongoServerError && error.code === 11000;

/**
 * The archive in MongoDB (FerretDB locally): documents by id, their files in GridFS. Writes are idempotent by
 * document id, nothing is ever updated or deleted, and nothing needs transactions or change streams (FerretDB 1.x
 * has neither): files first under ids derived from the document's, then the document, whose insert is the commit.
 */
export function archiveRepository(url: string) {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 5000, appName: 'invoicing-archive' });
  const db: Db = client.db();
  const documents: Collection<ArchivedDocument> = db.collection('documents');
  const bucket = new GridFSBucket(db, { bucketName: 'files' });
  let indexes: Promise<unknown> | undefined;

  // Created on first use, so the service starts (and answers what needs no archive) while MongoDB is away. Only the
  // missing ones, one per command: FerretDB 1.24 drops the connection on a createIndexes of several existing ones.
  function ensureIndexes() {
    indexes ??= (async () => {
      const existing = new Set(
        (
          await documents
            .listIndexes()
            .toArray()
            .catch(() => [])
        ).map((index) => index.name as string),
      );
      for (const index of archiveIndexes.filter(({ name }) => !existing.has(name))) await documents.createIndexes([index]);
    })().catch((error: unknown) => {
      indexes = undefined;
      throw error;
    });
    return indexes;
  }

  async function storeFile(documentId: string, kind: ArchivedFileKind, filename: string, content: Buffer): Promise<ArchivedFile> {
    const id = `${documentId}/${kind}`;
    const file = { id, filename, contentType: contentTypes[kind], length: content.length };
    if (await db.collection('files.files').findOne({ _id: id as never }, { projection: { _id: 1 } })) return file;
    try {
      await pipeline(
        Readable.from([content]),
        bucket.openUploadStreamWithId(id as never, filename, { metadata: { contentType: file.contentType } }),
      );
    } catch (error) {
      // A concurrent redelivery stored it first (GridFS' unique indexes on files and chunks).
      if (!duplicateKey(error)) throw error;
    }
    return file;
  }

  return {
    find: (id: string) => documents.findOne({ _id: id }),

    /** Stores the document once; false when it was already there (a redelivery), which stores nothing. */
    async store(entry: ArchiveEntry, files: Record<ArchivedFileKind, { filename: string; content: Buffer }>): Promise<boolean> {
      await ensureIndexes();
      if (await documents.findOne({ _id: entry._id }, { projection: { _id: 1 } })) return false;
      const stored = {} as Record<ArchivedFileKind, ArchivedFile>;
      for (const kind of Object.keys(files) as ArchivedFileKind[]) {
        stored[kind] = await storeFile(entry._id, kind, files[kind].filename, files[kind].content);
      }
      try {
        await documents.insertOne({ ...entry, archivedAt: new Date(), files: stored });
        return true;
      } catch (error) {
        if (duplicateKey(error)) return false;
        throw error;
      }
    },

    async readFile(file: ArchivedFile): Promise<Buffer> {
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStream(file.id as never)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    close: () => client.close(),
  };
}

export type ArchiveRepository = ReturnType<typeof archiveRepository>;
