import { restaurantCheckMessages, type CheckPart } from '@mb/contracts';
import { AppError, type Tx } from '@mb/service-kit';
import type { RestaurantContext } from '../session/restaurant-session.js';
import * as parts from './check-parts.repository.js';
import type { CheckRecord } from './checks.repository.js';

const m = restaurantCheckMessages;

export const partView = (part: parts.PartRecord): CheckPart => ({
  ...part,
  paid: part.paid_at !== null,
  paid_at: part.paid_at?.toISOString() ?? null,
});

/**
 * The part a charge pays, checked against the check: a check split in parts is charged one part at a time, each
 * once; a check not split is charged whole. Undefined for a whole charge.
 */
export async function partToCharge(tx: Tx, check: CheckRecord, number: number | undefined): Promise<parts.PartRecord | undefined> {
  if (check.parts === null) {
    if (number !== undefined) throw new AppError(400, m.partNotSplit);
    return undefined;
  }
  const count = String(check.parts);
  if (number === undefined) throw new AppError(400, m.partRequired.replace('{parts}', count));
  const part = (await parts.partsOf(tx, check.id)).find((candidate) => candidate.number === number);
  if (!part) throw new AppError(400, m.partNotFound.replace('{part}', String(number)).replace('{parts}', count));
  if (part.paid_at) throw new AppError(409, m.partAlreadyPaid.replace('{part}', String(number)), { part: number });
  return part;
}

/** Records a part's charge; answers whether it was the check's last part unpaid, and then the parts' tips and change. */
export async function chargePart(
  tx: Tx,
  at: RestaurantContext,
  charge: { checkId: string; number: number; tip: number; change: number },
): Promise<{ last: boolean; tip: number; change: number }> {
  await parts.markPartPaid(tx, { ...charge, paidBy: at.userId });
  const all = await parts.partsOf(tx, charge.checkId);
  return {
    last: all.every((part) => part.paid_at),
    tip: all.reduce((sum, part) => sum + part.tip, 0),
    change: all.reduce((sum, part) => sum + part.change, 0),
  };
}
