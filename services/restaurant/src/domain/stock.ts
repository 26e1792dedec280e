/** A supply's stock before and after one transaction's moves, and the threshold its alert is raised at. */
export interface StockChange {
  before: number;
  stock: number;
  low_stock: number;
}

/** At or under its threshold: the app's alert (as the supplies list's `low`). */
const isLow = (stock: number, lowStock: number) => stock <= lowStock;

/**
 * The supply crossed under its threshold: above it before the move, at or under it after. Once per crossing: a move
 * that finds it already low raises nothing again, until stock comes back above the threshold and falls once more.
 */
export const ranLow = (change: StockChange): boolean => !isLow(change.before, change.low_stock) && isLow(change.stock, change.low_stock);
