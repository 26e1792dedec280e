import { conflict } from '@mb/service-kit';
import { messages } from '@mb/contracts';
import { wholeDaysBetween } from './dates.js';

/** A paid stretch of a subscription: what it cost and the days it covers; `closedAt` once an upgrade credited its rest. */
export interface PaidPeriod {
  startsAt: Date;
  endsAt: Date;
  closedAt: Date | null;
  /** Integer pesos paid for the whole period. */
  amount: number;
}

export interface UpgradeCredit {
  /** Whole unused days across the periods still running or still to come. */
  days: number;
  /** Their value at what was paid for them, in integer pesos, rounded down. */
  credit: number;
}

/**
 * An upgrade starts a new period today, so what was paid for the days not yet used is credited: each period
 * is valued at its own price per day (annual, monthly or a discounted stretch alike), counting whole days only.
 * A period already credited by an earlier upgrade counts only up to that upgrade.
 */
export function upgradeCredit(periods: readonly PaidPeriod[], now: Date): UpgradeCredit {
  let days = 0;
  let credit = 0;
  for (const period of periods) {
    const length = wholeDaysBetween(period.startsAt, period.endsAt);
    const end = period.closedAt && period.closedAt < period.endsAt ? period.closedAt : period.endsAt;
    const from = now > period.startsAt ? now : period.startsAt;
    const unused = Math.min(length, wholeDaysBetween(from, end));
    if (length === 0 || unused === 0) continue;
    days += unused;
    credit += Math.floor((period.amount * unused) / length);
  }
  return { days, credit };
}

/** What the customer pays: the new plan's price less the credit. A credit that covers it all asks for more months. */
export function upgradeTotal(subtotal: number, credit: number): number {
  if (credit >= subtotal) throw conflict(messages.creditCoversUpgrade);
  return subtotal - credit;
}
