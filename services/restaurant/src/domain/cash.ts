/**
 * The cash a register should hold (issue 33): the float it opened with, plus what cash settled of the checks charged
 * (received minus the change given back), plus cash put in, minus cash taken out. Integer pesos.
 */
export function expectedCash(shift: { openingFloat: number; cashTaken: number; cashIn: number; cashOut: number }): number {
  return shift.openingFloat + shift.cashTaken + shift.cashIn - shift.cashOut;
}

/** What a count by denominations adds up to. */
export const countedCash = (counts: Array<{ value: number; quantity: number }>): number =>
  counts.reduce((sum, count) => sum + count.value * count.quantity, 0);
