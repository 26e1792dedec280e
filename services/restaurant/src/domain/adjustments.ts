import type { AdjustmentKind } from '@mb/contracts';

/**
 * Discounts, courtesies and voids on a check (issue 33 item 4), in integer pesos. A discount's amount is fixed when it
 * is given; a courtesy brings its line to 0, a void takes it out of the bill (both stay listed). A discount on the
 * whole check is spread over the lines still to pay, so that every line keeps its own INC breakdown and the lines still
 * add up to the total exactly.
 */
export interface LineRef {
  order_id: string;
  position: number;
}
export interface Adjustment {
  kind: AdjustmentKind;
  /** null: the whole check (a discount). */
  line: LineRef | null;
  amount: number;
}
export interface AdjustableLine extends LineRef {
  unitPrice: number;
  quantity: number;
}

export const lineKey = (line: LineRef) => `${line.order_id}/${line.position}`;

/** A line before the check's discounts: whether it is out (courtesy or void), its own discounts, what is left to pay. */
export function lineState(line: AdjustableLine, adjustments: Adjustment[]) {
  const own = adjustments.filter((adjustment) => adjustment.line && lineKey(adjustment.line) === lineKey(line));
  const courtesy = own.some((adjustment) => adjustment.kind === 'cortesia');
  const voided = own.some((adjustment) => adjustment.kind === 'anulacion');
  const value = line.unitPrice * line.quantity;
  if (courtesy || voided) return { courtesy, voided, discount: 0, left: 0 };
  const asked = own.filter((adjustment) => adjustment.kind === 'descuento').reduce((sum, adjustment) => sum + adjustment.amount, 0);
  const discount = Math.min(asked, value);
  return { courtesy, voided, discount, left: value - discount };
}

/**
 * `amount` spread over parts in proportion to their weights, in whole pesos (largest remainder: each part gets the
 * floor of its exact share, the pesos left over go one each to the largest fractions, the earlier part on a tie). The
 * shares add up to `amount` exactly and none exceeds its weight, as long as `amount` ≤ the weights' sum.
 */
export function spreadAmount(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / sum));
  const byFraction = weights
    .map((weight, index) => ({ index, fraction: (amount * weight) % sum }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  let left = amount - shares.reduce((total, share) => total + share, 0);
  for (const { index } of byFraction) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * Every line with what the adjustments take off it: its own discounts plus its share of the check's (capped at what
 * is left to pay), and whether it is a courtesy or voided. Then `unitPrice` × `quantity` − `discount` (0 when out) is
 * the line's total, on which its INC is reckoned.
 */
export function adjustLines<L extends AdjustableLine>(lines: L[], adjustments: Adjustment[]) {
  const states = lines.map((line) => lineState(line, adjustments));
  const left = states.map((state) => state.left);
  const checkDiscount = adjustments
    .filter((adjustment) => adjustment.kind === 'descuento' && !adjustment.line)
    .reduce((sum, adjustment) => sum + adjustment.amount, 0);
  const shares = spreadAmount(
    Math.min(
      checkDiscount,
      left.reduce((sum, amount) => sum + amount, 0),
    ),
    left,
  );
  return lines.map((line, index) => ({
    ...line,
    courtesy: states[index]!.courtesy,
    voided: states[index]!.voided,
    discount: states[index]!.discount + shares[index]!,
  }));
}

/** A discount's amount in pesos on what is left to pay: a percentage rounds half up to the peso, a value is itself. */
export function discountAmount(discount: { type: 'porcentaje' | 'valor'; value: number }, left: number): number {
  return discount.type === 'valor' ? discount.value : Math.floor((2 * left * discount.value + 100) / 200);
}

export type AdjustmentDecision =
  | { ok: true; amount: number }
  | { ok: false; reason: 'line_not_on_check' | 'line_already_out' | 'nothing_to_discount' }
  | { ok: false; reason: 'discount_too_high'; amount: number; left: number };

/**
 * Whether an adjustment may be made on a check with these lines and earlier adjustments, and what it takes off: a
 * line's discount on what is left of the line after its own discounts, a whole-check discount on what is left of the
 * check; a courtesy or a void takes the line's value (after its own discounts). A line already out takes no more.
 */
export function decideAdjustment(
  lines: AdjustableLine[],
  adjustments: Adjustment[],
  request: { kind: AdjustmentKind; line?: LineRef; discount?: { type: 'porcentaje' | 'valor'; value: number } },
): AdjustmentDecision {
  let left: number;
  if (request.line) {
    const line = lines.find((candidate) => lineKey(candidate) === lineKey(request.line!));
    if (!line) return { ok: false, reason: 'line_not_on_check' };
    const state = lineState(line, adjustments);
    if (state.courtesy || state.voided) return { ok: false, reason: 'line_already_out' };
    left = state.left;
  } else {
    const adjusted = adjustLines(lines, adjustments);
    left = adjusted.reduce((sum, line) => sum + (line.courtesy || line.voided ? 0 : line.unitPrice * line.quantity - line.discount), 0);
  }
  if (!request.discount) return { ok: true, amount: left };
  if (left === 0) return { ok: false, reason: 'nothing_to_discount' };
  const amount = discountAmount(request.discount, left);
  return amount > left ? { ok: false, reason: 'discount_too_high', amount, left } : { ok: true, amount };
}
