import { z } from 'zod';
import { developmentSecret, loadConfig, serviceEnvSchema, smtpEnv } from '@mb/service-kit';

/** invoicing's own settings. The APIDIAN defaults match the local simulator (simulators/apidian). */
export const invoicingOwnEnv = z.object({
  /** APIDIAN's host; calls go to `{APIDIAN_URL}/api/ubl2.1/...`. */
  APIDIAN_URL: z.url().default('http://127.0.0.1:4902'),
  APIDIAN_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** 32 bytes as 64 hex characters: encrypts the issuers' APIDIAN tokens at rest (AES-256-GCM). */
  ISSUER_TOKEN_KEY: developmentSecret(
    z.string().regex(/^[0-9a-f]{64}$/i, 'ISSUER_TOKEN_KEY must be 64 hex characters'),
    '6d622d706c6174666f726d2d6c6f63616c2d6973737565722d746f6b656e2d6b',
  ),
  /**
   * The archive of issued documents (request, DIAN's answer, XML, AttachedDocument, PDF in GridFS). Any MongoDB URL:
   * FerretDB locally (deploy/local/ferretdb.mjs), a replica set or Atlas elsewhere; the path names the database.
   */
  MONGODB_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'MONGODB_URL must be a mongodb:// or mongodb+srv:// URL')
    .default('mongodb://127.0.0.1:27017/invoicing_archive'),
  /** The buyer receives each issued document (a zip with the AttachedDocument and the PDF) by e-mail. */
  ...smtpEnv,
  /**
   * The platform's own issuer in APIDIAN, which invoices every approved payment. The defaults are the simulator's
   * seeded platform company: NIT 900123456, token sha256('900123456'), DIAN's test resolution.
   */
  PLATFORM_ISSUER_TOKEN: developmentSecret(z.string().min(1), '58cbe29722edc083e7f9556060dcc1da4484fbe4c0e21b36d88e2a10a1f45c54'),
  /** The platform's business name as its documents and their e-mails name the issuer. */
  PLATFORM_ISSUER_NAME: z.string().min(1).default('MB Platform S.A.S.'),
  PLATFORM_ISSUER_NIT: z
    .string()
    .regex(/^\d{5,15}$/, 'PLATFORM_ISSUER_NIT must be digits without check digit')
    .default('900123456'),
  PLATFORM_INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,4}$/, 'PLATFORM_INVOICE_PREFIX must be 1-4 capitals or digits')
    .default('SETP'),
  PLATFORM_RESOLUTION_NUMBER: z.string().min(1).default('18760000001'),
  PLATFORM_TECHNICAL_KEY: developmentSecret(z.string().min(1), 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c'),
  /** The resolution's range: invoice numbers are taken from it in order, one per payment. */
  PLATFORM_NUMBER_FROM: z.coerce.number().int().positive().default(990000000),
  PLATFORM_NUMBER_TO: z.coerce.number().int().positive().default(995000000),
  /** The platform's numbering of credit notes (APIDIAN's type-4 resolution): prefix and range. */
  PLATFORM_CREDIT_NOTE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,4}$/, 'PLATFORM_CREDIT_NOTE_PREFIX must be 1-4 capitals or digits')
    .default('NC'),
  PLATFORM_CREDIT_NOTE_FROM: z.coerce.number().int().positive().default(1),
  PLATFORM_CREDIT_NOTE_TO: z.coerce.number().int().positive().default(99_999_999),
  /** The platform's numbering of debit notes (APIDIAN's type-5 resolution): prefix and range. */
  PLATFORM_DEBIT_NOTE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,4}$/, 'PLATFORM_DEBIT_NOTE_PREFIX must be 1-4 capitals or digits')
    .default('ND'),
  PLATFORM_DEBIT_NOTE_FROM: z.coerce.number().int().positive().default(1),
  PLATFORM_DEBIT_NOTE_TO: z.coerce.number().int().positive().default(99_999_999),
  /** 1 production, 2 test (DIAN's habilitación). */
  PLATFORM_ENVIRONMENT: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(2),
  /**
   * What the printed form (representación gráfica) says of the platform as issuer when the issuers table has no row
   * for its NIT: APIDIAN's code-list ids of its municipality, regime and responsibility, and its address. The
   * defaults are the simulator's seeded platform company (Bogotá, Responsable de IVA, O-23).
   */
  PLATFORM_ISSUER_ADDRESS: z.string().min(1).default('Calle 100 # 10-20'),
  PLATFORM_ISSUER_MUNICIPALITY_ID: z.coerce.number().int().positive().default(149),
  PLATFORM_ISSUER_REGIME_ID: z.coerce.number().int().positive().default(1),
  PLATFORM_ISSUER_LIABILITY_ID: z.coerce.number().int().positive().default(14),
  /** The numbering resolution's date and validity (Y-m-d), for the printed form's legend. */
  PLATFORM_RESOLUTION_DATE: z.iso.date().default('2019-01-19'),
  PLATFORM_RESOLUTION_VALID_FROM: z.iso.date().default('2019-01-19'),
  PLATFORM_RESOLUTION_VALID_TO: z.iso.date().default('2030-01-19'),
  /** The invoicing software and its maker, as the printed form names them. */
  PLATFORM_SOFTWARE_NAME: z.string().min(1).default('MB Platform'),
  PLATFORM_SOFTWARE_MAKER: z.string().min(1).default('MB Platform S.A.S.'),
  /** Waits in ms before each new try of an invoice APIDIAN could not take; their count is the number of retries. */
  INVOICE_RETRY_DELAYS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'INVOICE_RETRY_DELAYS must be comma-separated milliseconds')
    .default('5000,30000,120000,600000,1800000')
    .transform((list) => list.split(',').map(Number)),
  /** How often invoices left without DIAN's verdict are asked about again, and how long one must sit untouched first. */
  INVOICE_SWEEP_EVERY_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  INVOICE_SWEEP_QUIET_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60_000),
  /** How often restaurant documents still pending after their job's retries (a long APIDIAN or DIAN outage) are sent again. */
  POS_DOCUMENT_SWEEP_EVERY_MS: z.coerce.number().int().positive().default(60_000),
  /** How often numbering ranges and certificates are checked for their end (the administrators are mailed once per threshold). */
  EXPIRY_WARNINGS_EVERY_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(6 * 60 * 60_000),
});
export const invoicingEnv = serviceEnvSchema({ port: 4104, schema: 'invoicing' }).extend(invoicingOwnEnv.shape);
export type InvoicingConfig = z.infer<typeof invoicingEnv>;
export const loadInvoicingConfig = () => loadConfig(invoicingEnv);
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
