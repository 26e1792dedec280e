/** Amounts are integer Colombian pesos. */

export function annualPrice(monthlyCop: number): number {
  assertPesos(monthlyCop);
  // round(monthly × 12 × 0.9) computed in integers: monthly × 108 / 10, rounded half up.
  return Math.floor((monthlyCop * 108 + 5) / 10);
}

export function assertPesos(cop: number): void {
  if (!Number.isSafeInteger(cop) || cop < 0) throw new RangeError(`Not an amount in integer pesos: ${cop}`);
}

const copFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** es-CO, no decimals, suffix ' COP' (e.g. "80.000 COP"). */
export function formatCop(cop: number): string {
  return `${copFormat.format(cop)} COP`;
}
