import type { TFunction } from 'i18next';
import type { RestaurantCheck } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { checkTitle } from '../checks/check-where.js';

/** The open checks that may take this one's rounds or lines: any other not split in equal parts (those keep theirs). */
export const otherOpenChecks = (checks: RestaurantCheck[] | undefined, check: RestaurantCheck): RestaurantCheck[] =>
  (checks ?? []).filter((other) => other.id !== check.id && other.parts.length === 0);

/** A check as a choice in a list: where it is and its total. */
export const checkOption = (check: RestaurantCheck, t: TFunction<'restaurant'>) => ({
  value: check.id,
  label: `${checkTitle(check, t)} · ${formatCop(check.bill.total)}`,
});
