import { planRank, type PlanType, type SubscriptionStatus } from '@mb/contracts';
import { addMonths } from './dates.js';

export interface HeldSubscription {
  id: string;
  planType: PlanType;
  status: SubscriptionStatus;
  startsAt: Date;
  expiresAt: Date;
}

export interface PaidLine {
  planType: PlanType;
  /** Months per period: 1 (monthly) or 12 (annual). */
  months: number;
  /** Periods bought. */
  quantity: number;
  /** An upgrade renewal whose unused days were credited: the new plan runs from today. */
  restartsToday?: boolean;
}

export interface SubscriptionChange {
  kind: 'activate' | 'renew';
  planType: PlanType;
  startsAt: Date;
  expiresAt: Date;
  /** Where the paid stretch begins (the history of periods). */
  periodStartsAt: Date;
  /** The periods still running were credited and end today. */
  closesRunningPeriods: boolean;
}

/**
 * What a paid line does to the customer's live subscription of that product (none, pending payment, active
 * or in grace). Nothing held, or a licence waiting for payment: it starts now. An upgrade renewal, whose unused
 * days were credited in its price, runs from today. Otherwise the paid months are added after the paid-until
 * date (from today when already in grace), and the plan only ever goes up.
 */
export function applyPaidLine(held: HeldSubscription | undefined, line: PaidLine, now: Date): SubscriptionChange {
  const months = line.months * line.quantity;
  if (!held || held.status === 'pending_payment') {
    return {
      kind: 'activate',
      planType: line.planType,
      startsAt: now,
      expiresAt: addMonths(now, months),
      periodStartsAt: now,
      closesRunningPeriods: false,
    };
  }
  if (line.restartsToday) {
    return {
      kind: 'renew',
      planType: line.planType,
      startsAt: held.startsAt,
      expiresAt: addMonths(now, months),
      periodStartsAt: now,
      closesRunningPeriods: true,
    };
  }
  const from = held.expiresAt > now ? held.expiresAt : now;
  const planType = planRank[line.planType] > planRank[held.planType] ? line.planType : held.planType;
  return {
    kind: 'renew',
    planType,
    startsAt: held.startsAt,
    expiresAt: addMonths(from, months),
    periodStartsAt: from,
    closesRunningPeriods: false,
  };
}
