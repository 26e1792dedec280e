import type { StockMoveReason, SupplyUnit } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';
import type { StockChange } from '../../domain/stock.js';

/** A supply a statement moved: its stock before and after, as the moves' consequences need it. */
export interface StockChangeRecord extends StockChange {
  supply_id: string;
  name: string;
  unit: SupplyUnit;
  /**
   * A dish may have to follow this supply: the restaurant hides dishes without supplies ('Ocultar platos sin insumos')
   * and a dish's own recipe now needs more of it than is left while the dish is available, or the dish was hidden for
   * want of supplies. Read here, with the move: a move that changes no dish costs no statement more.
   */
  moves_dishes: boolean;
}

/** The columns a moving `UPDATE supplies s … RETURNING` answers, `amount` being what it added. */
export const changedColumns = `s.id AS supply_id, s.name, s.unit, s.stock, s.low_stock, s.stock - amount AS before,
  EXISTS (SELECT 1 FROM inventory_settings WHERE restaurant_id = s.restaurant_id AND hide_unmakeable)
    AND EXISTS (SELECT 1 FROM recipes r JOIN dishes d ON d.id = r.dish_id
                WHERE r.restaurant_id = s.restaurant_id AND r.supply_id = s.id AND r.option_id IS NULL
                  AND (d.out_of_stock OR d.available AND r.quantity > s.stock)) AS moves_dishes`;

/**
 * Takes from stock what the orders' lines use by their dishes' recipes and those of the options chosen (a line keeps its
 * options as sold, by group and name: they are found in the dish's groups as they are now), and records it by line and
 * supply (venta): ONE statement, on the round's path. The supplies are locked in id order first (a ring of rounds
 * waiting on each other cannot form), then `stock = stock - used` on each row, which adds up exactly however many rounds
 * run at once. Stock may go below 0: a sale is never refused for stock. A restaurant without recipes finds no rows and
 * changes nothing.
 */
export async function takeSupplies(tx: Tx, restaurantId: string, orderIds: readonly string[], by: string): Promise<StockChangeRecord[]> {
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
     ), locked AS MATERIALIZED (
       SELECT id FROM supplies WHERE id IN (SELECT supply_id FROM used) ORDER BY id FOR UPDATE
     ), taken AS (
       UPDATE supplies s SET stock = s.stock + t.amount, updated_at = now()
         FROM (SELECT supply_id, -sum(amount) AS amount FROM used GROUP BY supply_id) t
        WHERE s.id = t.supply_id AND s.id IN (SELECT id FROM locked)
       RETURNING ${changedColumns}
     ), ledger AS (
       INSERT INTO stock_moves (restaurant_id, supply_id, delta, reason, created_by, order_id, position)
       SELECT $1, supply_id, -amount, 'venta', $3, order_id, position FROM used
     )
     SELECT * FROM taken`,
    [restaurantId, orderIds, by],
  );
  return rows;
}

/**
 * Gives back what the order (or one of its lines) still holds from the ledger (its venta less what came back already),
 * as anulacion: exact even when a recipe changed since the round was sent. Locks as `takeSupplies` does.
 */
export async function returnSupplies(
  tx: Tx,
  restaurantId: string,
  line: { orderId: string; position?: number },
  by: string,
): Promise<StockChangeRecord[]> {
  const { rows } = await tx.query<StockChangeRecord>(
    `WITH held AS MATERIALIZED (
       SELECT supply_id, position, -sum(delta) AS amount FROM stock_moves
        WHERE order_id = $2 AND ($3::int IS NULL OR position = $3) AND reason IN ('venta', 'anulacion')
        GROUP BY supply_id, position HAVING sum(delta) <> 0
     ), locked AS MATERIALIZED (
       SELECT id FROM supplies WHERE id IN (SELECT supply_id FROM held) ORDER BY id FOR UPDATE
     ), back AS (
       UPDATE supplies s SET stock = s.stock + t.amount, updated_at = now()
         FROM (SELECT supply_id, sum(amount) AS amount FROM held GROUP BY supply_id) t
        WHERE s.id = t.supply_id AND s.id IN (SELECT id FROM locked)
       RETURNING ${changedColumns}
     ), ledger AS (
       INSERT INTO stock_moves (restaurant_id, supply_id, delta, reason, created_by, order_id, position)
       SELECT $1, supply_id, amount, 'anulacion', $4, $2, position FROM held
     )
     SELECT * FROM back`,
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

/** The latest 500 moves, newest first, of one supply or all. */
export async function listMoves(db: Queryable, restaurantId: string, supplyId: string | undefined): Promise<StockMoveRecord[]> {
  const { rows } = await db.query<StockMoveRecord>(
    `SELECT m.id, m.supply_id, s.name AS supply_name, m.delta, m.reason, m.note, m.created_by, u.email AS by_email, m.order_id, m.created_at
       FROM stock_moves m JOIN supplies s ON s.id = m.supply_id JOIN restaurant_users u ON u.id = m.created_by
      WHERE m.restaurant_id = $1 AND ($2::uuid IS NULL OR m.supply_id = $2)
      ORDER BY m.id DESC LIMIT 500`,
    [restaurantId, supplyId ?? null],
  );
  return rows;
}
