import type { ExpiryWarningView } from '@mb/contracts';
import { withTransaction, type Pool } from '@mb/service-kit';
import type { InvoicingConfig } from '../../config.js';
import { bogotaToday, daysUntil, expiryWarnings, type WatchedResolution } from '../../domain/expiry-warnings.js';
import type { WarningMailQueue } from './warning-mail.js';
import {
  listActiveWarnings,
  markMailed,
  platformNextNumber,
  recordWarnings,
  watchedCertificates,
  watchedIssuerResolutions,
  type WarningRow,
} from './warnings.repository.js';

export interface WarningsDeps {
  pool: Pool;
  config: InvoicingConfig;
  mail: WarningMailQueue;
}

/** The platform's own invoice and credit-note numbering (config), with how far it was used; issuer 0. */
async function platformResolutions({ pool, config }: WarningsDeps): Promise<WatchedResolution[]> {
  const platform = { issuerId: 0, issuerName: config.PLATFORM_ISSUER_NAME };
  return [
    {
      ...platform,
      typeDocumentId: 1,
      resolution: config.PLATFORM_RESOLUTION_NUMBER,
      prefix: config.PLATFORM_INVOICE_PREFIX,
      rangeFrom: config.PLATFORM_NUMBER_FROM,
      rangeTo: config.PLATFORM_NUMBER_TO,
      validTo: config.PLATFORM_RESOLUTION_VALID_TO,
      nextNumber: await platformNextNumber(pool, config.PLATFORM_INVOICE_PREFIX),
    },
    {
      ...platform,
      typeDocumentId: 4,
      resolution: '',
      prefix: config.PLATFORM_CREDIT_NOTE_PREFIX,
      rangeFrom: config.PLATFORM_CREDIT_NOTE_FROM,
      rangeTo: config.PLATFORM_CREDIT_NOTE_TO,
      validTo: null,
      nextNumber: await platformNextNumber(pool, config.PLATFORM_CREDIT_NOTE_PREFIX),
    },
  ];
}

/**
 * One check (the repeatable job's run): records every threshold crossed now and queues the administrators' mail of
 * each one not mailed yet. A warning found again on the next check is the same row, so it is mailed once.
 */
export async function checkExpiryWarnings(deps: WarningsDeps, now: Date): Promise<WarningRow[]> {
  const [issuerResolutions, platform, certificates] = await Promise.all([
    watchedIssuerResolutions(deps.pool),
    platformResolutions(deps),
    watchedCertificates(deps.pool),
  ]);
  const found = expiryWarnings([...platform, ...issuerResolutions], certificates, bogotaToday(now));
  const rows = await withTransaction(deps.pool, (tx) => recordWarnings(tx, found));
  for (const row of rows.filter((each) => !each.mailed_at)) {
    await deps.mail.send(row.id);
    await markMailed(deps.pool, row.id);
  }
  return rows;
}

export async function activeWarnings(pool: Pool, now: Date): Promise<ExpiryWarningView[]> {
  const today = bogotaToday(now);
  return (await listActiveWarnings(pool)).map((row) => ({
    id: row.id,
    issuer_id: row.issuer_id,
    issuer_name: row.issuer_name,
    kind: row.kind,
    subject: row.subject,
    ends_on: row.ends_on,
    days_left: row.ends_on ? daysUntil(row.ends_on, today) : null,
    numbers_left: row.numbers_left,
    range_size: row.range_size,
    raised_at: row.raised_at.toISOString(),
  }));
}
