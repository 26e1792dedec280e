import type { StockMoveReason, SupplyUnit } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';
import type { StockChange } from '../../domain/stock.js';
import type { BranchScope } from '../session/restaurant-session.js';

/** A supply a statement moved: its stock before and after, as the moves' consequences need it. */
export interface StockChangeRecord extends StockChange {
  supply_id: string;
  name: string;
  unit: SupplyUnit;
  /**
   * A dish may have to follow this supply in the branch whose stock moved (see `addToStock`).
   */
  moves_dishes: boolean;
}

/**
 * SQL: adds to the branch's stock ($1 the restaurant, `branch` its parameter) each `supply_id, amount` of the relation
 * `totals` (one row per supply), in supply id order, so rows are locked in one order and a ring of rounds waiting on
 * each other cannot form: `stock = stock + amount` on each row adds up exactly however many moves run at once. A supply
 * the branch never had starts at 0. Answers, as `StockChangeRecord`s, each supply's stock before and after.
 */
export const addToStock = (totals: string, branch: string) => `added AS (
       INSERT INTO branch_stock AS bs (restaurant_id, branch_id, supply_id, stock)
       SELECT $1, ${branch}, supply_id, amount FROM ${totals} ORDER BY supply_id
       ON CONFLICT (branch_id, supply_id) DO UPDATE SET stock = bs.stock + EXCLUDED.stock, updated_at = now()
       RETURNING bs.supply_id, bs.stock
     ), changed AS (
       SELECT s.id AS supply_id, s.name, s.unit, a.stock, s.low_stock, a.stock - t.amount AS before,
         -- A dish may have to follow this supply: the restaurant hides dishes without supplies ('Ocultar platos sin
         -- insumos') and a dish's own recipe now needs more of it than the branch has while the dish is not hidden
         -- there, or it is hidden and this supply no longer stands in its way. Read here, with the move: a move that
         -- changes no dish costs no statement more.
         EXISTS (SELECT 1 FROM inventory_settings WHERE restaurant_id = $1 AND hide_unmakeable)
           AND EXISTS (SELECT 1 FROM recipes r LEFT JOIN dish_shortages x ON x.branch_id = ${branch} AND x.dish_id = r.dish_id
                       WHERE r.restaurant_id = $1 AND r.supply_id = s.id AND r.option_id IS NULL
                         AND (x.dish_id IS NULL) = (r.quantity > a.stock)) AS moves_dishes
         FROM added a JOIN ${totals} t ON t.supply_id = a.supply_id JOIN supplies s ON s.id = a.supply_id
     )`;

/**
 * Takes from the branch's stock what the orders' lines use by their dishes' recipes and those of the options chosen (a
 * line keeps its options as sold, by group and name: they are found in the dish's groups as they are now), and records
 * it by line and supply (venta): ONE statement, on the round's path (see `addToStock` for its locking). Stock may go
 * below 0: a sale is never refused for stock. A restaurant without recipes finds no rows and changes nothing.
 */
export async function takeSupplies(tx: Tx, at: BranchScope, orderIds: readonly string[], by: string): Promise<StockChangeRecord[]> {
  const { rows } = await tx.query<StockChangeRecord>(
    `WITH used AS MATERIALIZED (
       SELECT i.order_id, i.position, r.supply_id, sum(r.quantity)::bigint * i.quantity AS amount
         FROM order_items i
         JOIN dishes d ON d.id = i.dish_id
         JOIN recipes r ON r.restaurant_id = $1 AND r.dish_id = i.dish_id AND (r.option_id IS NULL OR r.option_id IN (
                SELECT (o->>'id')::uuid
                  FROM jsonb_array_elements(i.options) sold, jsonb_array_elements(d.option_groups) g, jsonb_array_elements(g->'options') o
                 WHERE g->>'name' = sold->>'group' AND o->>'name' = sold->>'name'))
        WHERE i.order_id = ANY($2::uuid[])
        GROUP BY i.order_id, i.position, i.quantity, r.supply_id
     ), totals AS MATERIALIZED (
       SELECT supply_id, -sum(amount)::bigint AS amount FROM used GROUP BY supply_id
     ), ${addToStock('totals', '$4::uuid')}, ledger AS (
       INSERT INTO stock_moves (restaurant_id, branch_id, supply_id, delta, reason, created_by, order_id, position)
       SELECT $1, $4, supply_id, -amount, 'venta', $3, order_id, position FROM used
     )
     SELECT * FROM changed`,
    [at.restaurantId, orderIds, by, at.branchId],
  );
  return rows;
}

/**
 * Gives back to the branch it was taken from what the order (or one of its lines) still holds from the ledger (its
 * venta less what came back already), as anulacion: exact even when a recipe changed since the round was sent, and
 * whichever branch the person voiding it works in. Locks as `takeSupplies` does.
 */
export async function returnSupplies(
  tx: Tx,
  restaurantId: string,
  line: { orderId: string; position?: number },
  by: string,
): Promise<Array<StockChangeRecord & { branch_id: string }>> {
  const { rows } = await tx.query<StockChangeRecord & { branch_id: string }>(
    `WITH held AS MATERIALIZED (
       SELECT branch_id, supply_id, position, -sum(delta)::bigint AS amount FROM stock_moves
        WHERE order_id = $2 AND ($3::int IS NULL OR position = $3) AND reason IN ('venta', 'anulacion')
        GROUP BY branch_id, supply_id, position HAVING sum(delta) <> 0
     ), totals AS MATERIALIZED (
       SELECT supply_id, sum(amount)::bigint AS amount FROM held GROUP BY supply_id
     ), origin AS MATERIALIZED (
       SELECT min(branch_id::text)::uuid AS id FROM held
     ), ${addToStock('totals', '(SELECT id FROM origin)')}, ledger AS (
       INSERT INTO stock_moves (restaurant_id, branch_id, supply_id, delta, reason, created_by, order_id, position)
       SELECT $1, branch_id, supply_id, amount, 'anulacion', $4, $2, position FROM held
     )
     SELECT changed.*, (SELECT id FROM origin) AS branch_id FROM changed`,
    [restaurantId, line.orderId, line.position ?? null, by],
  );
  return rows;
}

export interface StockMoveRecord {
  id: number;
  supply_id: string;
  supply_name: string;
  delta: number;
  reason: StockMoveReason;
  note: string;
  created_by: string;
  by_email: string;
  order_id: string | null;
  created_at: Date;
}

/** The branch's latest 500 moves, newest first, of one supply or all. */
export async function listMoves(db: Queryable, at: BranchScope, supplyId: string | undefined): Promise<StockMoveRecord[]> {
  const { rows } = await db.query<StockMoveRecord>(
    `SELECT m.id, m.supply_id, s.name AS supply_name, m.delta, m.reason, m.note, m.created_by, u.email AS by_email, m.order_id, m.created_at
       FROM stock_moves m JOIN supplies s ON s.id = m.supply_id JOIN restaurant_users u ON u.id = m.created_by
      WHERE m.restaurant_id = $1 AND m.branch_id = $2 AND ($3::uuid IS NULL OR m.supply_id = $3)
      ORDER BY m.id DESC LIMIT 500`,
    [at.restaurantId, at.branchId, supplyId ?? null],
  );
  return rows;
}
