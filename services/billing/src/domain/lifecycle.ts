import { graceDays, type SubscriptionStatus } from '@mb/contracts';
import { addDays, daysUntil } from './dates.js';

/** The day the app stops opening: expiry plus the 15 days of grace (spec 2 §4). */
export const suspensionDate = (expiresAt: Date): Date => addDays(expiresAt, graceDays);

/** Where a subscription should be now, if its dates moved it on: past expiry into grace, past grace to expired. */
export function lifecycleStep(status: SubscriptionStatus, expiresAt: Date, now: Date): 'grace' | 'expired' | undefined {
  if (status === 'active' && expiresAt <= now) return suspensionDate(expiresAt) <= now ? 'expired' : 'grace';
  if (status === 'grace' && suspensionDate(expiresAt) <= now) return 'expired';
  return undefined;
}

export const reminderDays = [7, 3, 1] as const;
export type ReminderDays = (typeof reminderDays)[number];

/**
 * The reminder due for a paid-until date: the most urgent threshold reached (a sweep that missed the 7-day
 * mark on a 2-day-left subscription sends the 3-day one, not a stale 7-day text), unless it went already.
 */
export function reminderDue(expiresAt: Date, now: Date, alreadySent: readonly number[]): ReminderDays | undefined {
  const left = daysUntil(expiresAt, now);
  if (left <= 0) return undefined;
  const due = [...reminderDays].reverse().find((days) => left <= days);
  return due !== undefined && !alreadySent.includes(due) ? due : undefined;
}

/** The app opens while active or in grace. */
export const opensApp = (status: SubscriptionStatus) => status === 'active' || status === 'grace';
