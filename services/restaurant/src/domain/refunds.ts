import { incBreakdown } from './bill.js';

/**
 * Refunds of a paid check's lines (issue 35). A line is refunded by units, never beyond what was sold; its charged
 * total (after discounts) is shared out over its units so that refunding them all, in any number of refunds, gives back
 * exactly that total: the first k units are worth floor(total × k / quantity). Each refunded amount has its INC broken
 * out as the bill does (`incBreakdown`), so a refund line's base + INC is its total.
 */
export interface SoldLine {
  order_id: string;
  position: number;
  dish_id: string | null;
  name: string;
  unit_price: number;
  quantity: number;
  /** What was charged for the line (after its discounts; 0 for a courtesy). */
  line_total: number;
}

/** Some units of a sold line, refunded: what they were worth and its INC. */
export type RefundLine = Omit<SoldLine, 'line_total'> & { total: number; inc_base: number; inc_amount: number };

export type RefundDecision =
  | { ok: true; lines: RefundLine[]; subtotal: number; inc: number; total: number }
  | { ok: false; reason: 'line_not_on_check' }
  | { ok: false; reason: 'line_free'; name: string }
  | { ok: false; reason: 'too_much'; name: string; left: number }
  | { ok: false; reason: 'nothing_to_refund' };

const key = (line: { order_id: string; position: number }) => `${line.order_id}/${line.position}`;

/** What the first `units` of a line are worth. */
const worth = (line: SoldLine, units: number) => Math.floor((line.line_total * units) / line.quantity);

/**
 * The refund of `wanted` (some units of some lines, or `all`: whatever is not refunded yet), given what each line had
 * refunded before (units, by `order_id/position`).
 */
export function decideRefund(
  sold: SoldLine[],
  refundedBefore: Map<string, number>,
  wanted: 'all' | Array<{ order_id: string; position: number; quantity: number }>,
  incResponsible: boolean,
): RefundDecision {
  const byKey = new Map(sold.map((line) => [key(line), line]));
  const requests =
    wanted === 'all'
      ? sold
          .map((line) => ({ line, quantity: line.quantity - (refundedBefore.get(key(line)) ?? 0) }))
          .filter((request) => request.quantity > 0 && worth(request.line, request.quantity) > 0)
      : wanted.map((request) => ({ line: byKey.get(key(request)), quantity: request.quantity }));
  if (requests.length === 0) return { ok: false, reason: 'nothing_to_refund' };
  const lines: RefundLine[] = [];
  for (const { line, quantity } of requests) {
    if (!line) return { ok: false, reason: 'line_not_on_check' };
    const before = refundedBefore.get(key(line)) ?? 0;
    if (before + quantity > line.quantity) return { ok: false, reason: 'too_much', name: line.name, left: line.quantity - before };
    const total = worth(line, before + quantity) - worth(line, before);
    if (total === 0) return { ok: false, reason: 'line_free', name: line.name };
    const { base, inc } = incBreakdown(total, incResponsible);
    const { line_total: _sold, ...named } = line;
    lines.push({ ...named, quantity, total, inc_base: base, inc_amount: inc });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.inc_base, 0);
  const inc = lines.reduce((sum, line) => sum + line.inc_amount, 0);
  return { ok: true, lines, subtotal, inc, total: subtotal + inc };
}
