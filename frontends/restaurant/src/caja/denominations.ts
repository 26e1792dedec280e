import { copDenominations } from '@mb/contracts';

/** The count in progress: how many of each bill or coin, by its value (absent = none yet). */
export type Counts = Partial<Record<number, number>>;

/** Bills down to $1.000 (also a coin, counted once with the bills), then the coins. */
export const bills = copDenominations.filter((value) => value >= 1000);
export const coins = copDenominations.filter((value) => value < 1000);

export const countedTotal = (counts: Counts): number => copDenominations.reduce((sum, value) => sum + value * (counts[value] ?? 0), 0);

/** What the server takes: every denomination counted (zeros included, so the report shows the full count). */
export const countsToSend = (counts: Counts) => copDenominations.map((value) => ({ value, quantity: counts[value] ?? 0 }));
