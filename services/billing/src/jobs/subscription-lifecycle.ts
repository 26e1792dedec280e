import { billingSubscriptionExpired, billingSubscriptionExpiryApproached, billingSubscriptionGraceStarted } from '@mb/contracts';
import { withTransaction, writeOutbox, type Pool } from '@mb/service-kit';
import { lifecycleStep, reminderDue } from '../domain/lifecycle.js';
import { findSubscription, setSubscriptionStatus, subscriptionFacts } from '../modules/subscriptions/subscriptions.repository.js';

const batch = 200;

export interface LifecycleReport {
  grace: number;
  expired: number;
  reminders: number;
}

/**
 * One sweep at `now` (the job passes the clock, tests pass any date): subscriptions past expiry go into grace,
 * past grace to expired, and reminders 7, 3 and 1 days before expiry are announced once per paid-until date.
 * Each subscription moves in its own transaction, locked and re-checked, so two sweeps never double an event.
 */
export async function sweepSubscriptions(pool: Pool, now: Date): Promise<LifecycleReport> {
  const report: LifecycleReport = { grace: 0, expired: 0, reminders: 0 };
  const { rows: due } = await pool.query<{ id: string }>(
    `SELECT id FROM subscriptions WHERE status IN ('active', 'grace') AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
    [now, batch],
  );
  for (const { id } of due) {
    await withTransaction(pool, async (tx) => {
      const subscription = await findSubscription(tx, id, { lock: true });
      const step = subscription && lifecycleStep(subscription.status, subscription.expires_at, now);
      if (!subscription || !step) return;
      await setSubscriptionStatus(tx, id, step);
      const event = step === 'grace' ? billingSubscriptionGraceStarted : billingSubscriptionExpired;
      await writeOutbox(tx, event, { aggregateId: id, payload: subscriptionFacts({ ...subscription, status: step }) });
      report[step] += 1;
    });
  }

  const week = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  const { rows: soon } = await pool.query<{ id: string }>(
    `SELECT id FROM subscriptions WHERE status = 'active' AND expires_at > $1 AND expires_at <= $2 ORDER BY expires_at LIMIT $3`,
    [now, week, batch],
  );
  for (const { id } of soon) {
    await withTransaction(pool, async (tx) => {
      const subscription = await findSubscription(tx, id, { lock: true });
      if (subscription?.status !== 'active') return;
      const sent = await tx.query<{ days_left: number }>(
        'SELECT days_left FROM subscription_reminders WHERE subscription_id = $1 AND expires_at = $2',
        [id, subscription.expires_at],
      );
      const daysLeft = reminderDue(
        subscription.expires_at,
        now,
        sent.rows.map((row) => row.days_left),
      );
      if (daysLeft === undefined) return;
      await tx.query('INSERT INTO subscription_reminders (subscription_id, expires_at, days_left) VALUES ($1, $2, $3)', [
        id,
        subscription.expires_at,
        daysLeft,
      ]);
      await writeOutbox(tx, billingSubscriptionExpiryApproached, {
        aggregateId: id,
        payload: { ...subscriptionFacts(subscription), daysLeft },
      });
      report.reminders += 1;
    });
  }
  return report;
}
