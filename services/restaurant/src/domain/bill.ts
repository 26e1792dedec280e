/**
 * The bill's arithmetic, in integer pesos (issue 33). Sources: E.T. art. 512-1 num. 3 and 512-9 (restaurants: INC
 * at 8 % on the whole consumption, included in the menu prices and broken out on the bill; the tip, being voluntary,
 * is never part of its base), art. 512-13 (restaurants not responsible for the INC charge none), Ley 1935 de 2018
 * (the tip may be suggested, never above 10 %, and the diner accepts it, changes it or refuses it).
 */

/** The INC rate of a restaurant responsible for it, in percent (E.T. art. 512-9). */
export const incPercent = 8;
/** The most a tip may be, in percent of the consumption (Ley 1935 de 2018). */
export const maxTipPercent = 10;

export interface BillLineInput {
  unitPrice: number;
  quantity: number;
  /** What discounts take off the line (see adjustments.ts); a courtesy's or a void's line is at 0. */
  discount?: number;
  courtesy?: boolean;
  voided?: boolean;
}

/**
 * A line's INC: prices include it, so the base is the line's total divided by 1.08 rounded half up to the peso, and
 * the INC is what is left (`total − base`). Rounding per line, on the line's total (price × quantity), keeps
 * base + INC = total on every line; the check's base and INC are then the sums of its lines, which is how DIAN's POS
 * document adds them up (its tax total must equal the sum of its lines' taxes), so nothing is lost or invented.
 */
export function incBreakdown(total: number, responsible: boolean): { base: number; inc: number } {
  if (!responsible) return { base: total, inc: 0 };
  // round(total × 100 / 108) half up, in integers: floor((200·total + 108) / 216).
  const base = Math.floor((200 * total + 108) / 216);
  return { base, inc: total - base };
}

export interface BillSettings {
  incResponsible: boolean;
  suggestedTipPercent: number;
}

/**
 * The pre-bill of some lines. The tip is reckoned on the consumption before INC (the subtotal): its 10 % ceiling then
 * holds however "valor del servicio" is read, and the INC base never includes it.
 */
export function preBill<L extends BillLineInput>(lines: L[], settings: BillSettings) {
  const billed = lines.map((line) => {
    const lineTotal = line.courtesy || line.voided ? 0 : line.unitPrice * line.quantity - (line.discount ?? 0);
    const { base, inc } = incBreakdown(lineTotal, settings.incResponsible);
    return { ...line, lineTotal, incBase: base, incAmount: inc };
  });
  const subtotal = billed.reduce((sum, line) => sum + line.incBase, 0);
  const inc = billed.reduce((sum, line) => sum + line.incAmount, 0);
  const total = subtotal + inc;
  const suggestedTip = tipOf(subtotal, settings.suggestedTipPercent);
  return {
    lines: billed,
    subtotal,
    incResponsible: settings.incResponsible,
    incPercent: settings.incResponsible ? incPercent : 0,
    inc,
    total,
    suggestedTipPercent: settings.suggestedTipPercent,
    suggestedTip,
    maxTip: tipOf(subtotal, maxTipPercent),
    totalWithSuggestedTip: total + suggestedTip,
    discount: lines.reduce((sum, line) => sum + (line.courtesy || line.voided ? 0 : (line.discount ?? 0)), 0),
  };
}

/** A percentage of the subtotal, rounded down to the peso: a suggested tip never rounds up past its percentage. */
export const tipOf = (subtotal: number, percent: number): number => Math.floor((subtotal * percent) / 100);
