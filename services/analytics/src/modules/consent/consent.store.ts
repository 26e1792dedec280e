import type { ConsentStatus } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import { platformDay } from '../../domain/days.js';
import { upsertCounts } from '../tracking/rollups.js';

export interface ConsentChoice {
  consentId: string;
  status: ConsentStatus;
  analytics: boolean;
  bannerVersion: string;
  /** Already truncated. */
  ip: string | null;
  userAgent: string;
}

/** Keeps the choice as proof (a new row each time it changes) and counts it on today's rollup, in one transaction. */
export async function recordConsent(tx: Queryable, choice: ConsentChoice, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO consents (consent_id, status, analytics, banner_version, ip, user_agent, recorded_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [choice.consentId, choice.status, choice.analytics, choice.bannerVersion, choice.ip, choice.userAgent, now],
  );
  await upsertCounts(tx, 'daily_consents', ['day', 'status'], ['count'], [{ day: platformDay(now), status: choice.status, count: 1 }]);
}
