/**
 * A check split in equal parts (issue 33), in integer pesos. The total is divided by N rounded down and the pesos left
 * over go one each to the first parts, so the parts add up to the total exactly and differ by at most one peso.
 */
export function equalParts(total: number, parts: number): number[] {
  if (!Number.isInteger(total) || total < parts) throw new RangeError(`cannot split ${total} in ${parts} parts of at least 1 peso`);
  const base = Math.floor(total / parts);
  const left = total - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < left ? 1 : 0));
}

/**
 * The most a part's diner may tip: the check's ceiling (10 % of its subtotal, Ley 1935) in proportion to what the
 * part pays of the total, rounded down, so the parts' ceilings together never exceed the check's.
 */
export const partMaxTip = (check: { maxTip: number; total: number }, amount: number): number =>
  Math.floor((check.maxTip * amount) / check.total);
