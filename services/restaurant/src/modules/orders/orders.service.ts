import {
  branchMessages,
  restaurantAppMessages,
  restaurantCheckMessages,
  restaurantOrderCreated,
  type CartCheckoutRequest,
  type OrderStatus,
  type PlaceRoundRequest,
  type RestaurantOrder,
} from '@mb/contracts';
import { AppError, outboxEvent, writeOutboxEvents, type OutboxEvent, type Pool, type Queryable, type Tx } from '@mb/service-kit';
import { chooseOptions } from '../../domain/dish-options.js';
import { canAdvance, canCancel, isOpen } from '../../domain/order-flow.js';
import type { MenuScope } from '../branches/branch-menu.js';
import { takeCart, type CartLineRecord } from '../cart/cart.repository.js';
import { checksOfOrder } from '../checks/checks.repository.js';
import { giveBack, takeForOrders } from '../inventory/stock.service.js';
import { addRound } from '../checks/checks.service.js';
import { stationTickets } from '../stations/station-tickets.js';
import { answeredBefore, oncePerKey } from '../request-keys/request-keys.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import { findTable, lockTableOfOrder, setTableStatus } from '../tables/tables.repository.js';
import { tableNotFound } from '../tables/tables.service.js';
import type { OrderFeed } from './order-feed.js';
import { freeTableIfDone, paidWithCheck, recordMove } from './order-moves.js';
import { getOrder, orderNotFound, orderView, views } from './order-views.js';
import * as orders from './orders.repository.js';

export async function listOrders(pool: Pool, at: RestaurantContext, filters: Parameters<typeof orders.listOrders>[2]) {
  return views(pool, await orders.listOrders(pool, at, filters));
}

/** The most one order may add up to, in pesos. */
export const maxOrderTotal = 1_000_000_000;

/** Where a round's lines come from: the caller's cart (emptied as it is taken) or the request itself. */
interface RoundSource {
  /**
   * The order's number, taken before the transaction; none when the round cannot be sent, or what the key kept when
   * it was used before (see `takeOrderNumber`).
   */
  number: (key?: string) => ReturnType<typeof orders.takeOrderNumber>;
  lines: (tx: Tx) => Promise<Omit<CartLineRecord, 'id'>[]>;
}

/** POST /restaurant/carrito/checkout: the caller's cart becomes the round (see `sendRound`); the cart empties. */
export function checkout(pool: Pool, feed: OrderFeed, at: RestaurantContext, request: CartCheckoutRequest, key?: string) {
  const source: RoundSource = {
    number: (key) =>
      orders.takeOrderNumber(pool, { restaurantId: at.restaurantId, fromCartOf: at.userId, tableId: request.table_id ?? null, key }),
    lines: (tx) => takeCart(tx, at, at.userId),
  };
  return sendRound(pool, feed, at, request, source, { key, asked: { action: 'checkout', request } });
}

/**
 * POST /restaurant/pedidos: a round whose lines come in the request (a device that kept it while offline), each a dish
 * of this menu at today's price; the caller's cart stays as it is. Otherwise as the cart's checkout.
 */
export function placeRound(pool: Pool, feed: OrderFeed, at: RestaurantContext, request: PlaceRoundRequest, key?: string) {
  const source: RoundSource = {
    number: (key) =>
      orders.takeOrderNumber(pool, { restaurantId: at.restaurantId, fromCartOf: null, tableId: request.table_id ?? null, key }),
    lines: (tx) => pricedLines(tx, at, request.lines),
  };
  return sendRound(pool, feed, at, request, source, { key, asked: { action: 'round', request } });
}

/**
 * Lines sent in a request, each a dish of this menu at today's price with its options as the cart takes them: checked
 * against its dish (400 naming why), their extras in its price; an unknown dish is 404. Availability is the caller's.
 */
export async function pricedLines(db: Queryable, at: MenuScope, requested: PlaceRoundRequest['lines']) {
  const lines = await orders.dishLines(db, at, requested);
  if (lines.length < requested.length) throw new AppError(404, restaurantAppMessages.dishNotFound);
  return lines.map(({ option_groups, ...line }, index) => {
    const options = chooseOptions({ name: line.name, option_groups }, requested[index]!.options);
    if (typeof options === 'string') throw new AppError(400, options);
    return { ...line, options, unit_price: line.unit_price + options.reduce((sum, option) => sum + option.extra, 0) };
  });
}

/**
 * A round sent to the kitchen: one order (pendiente) per preparation station at today's prices, for a table of this
 * restaurant (which becomes ocupada) or to take away. `restaurant.order.created` goes out for each, and the kitchen
 * boards hear of them once it commits. The orders are answered from what was written rather than read back. The
 * number is taken before the transaction (see `takeOrderNumber`): a restaurant's rounds then run side by side instead
 * of one after the other. With a key (`Idempotency-Key`), the same request again answers the same orders and sends
 * nothing twice.
 */
async function sendRound(
  pool: Pool,
  feed: OrderFeed,
  at: RestaurantContext,
  request: CartCheckoutRequest,
  source: RoundSource,
  write: { key?: string; asked: unknown },
): Promise<RestaurantOrder[]> {
  // A replay (the device's queue sent again) is answered instead of a number taken for nothing.
  const { number, earlier } = await source.number(write.key);
  const answered = answeredBefore<RestaurantOrder[]>(earlier, write);
  if (answered) return answered;
  const tableId = request.table_id ?? null;
  const { answer: sent, replayed } = await oncePerKey(
    pool,
    at.restaurantId,
    write,
    async (tx) => {
      // The table first: another restaurant's table is simply not found, whatever the caller's cart holds.
      const table = tableId ? await findTable(tx, at.restaurantId, tableId, { lock: true }) : undefined;
      if (tableId && !table) throw tableNotFound();
      // A round is sent in the branch its table is in (its prices, stock and check): the request must work there.
      if (table && table.branch_id !== at.branchId) throw new AppError(403, branchMessages.branchRefused);
      const lines = await source.lines(tx);
      if (lines.length === 0) throw new AppError(409, restaurantAppMessages.cartEmpty);
      const unavailable = lines.find((line) => !line.available);
      if (unavailable) throw new AppError(409, restaurantAppMessages.dishUnavailable.replace('{name}', unavailable.name));
      if (table) {
        if (table.status === 'mantenimiento')
          throw new AppError(409, restaurantAppMessages.tableInMaintenance.replace('{number}', String(table.number)));
        // A table already ocupada (every round after its first) is left as it is: one write less.
        if (table.status !== 'ocupada') await setTableStatus(tx, at.restaurantId, table.id, 'ocupada', at.userId);
      }
      // Only when the cart or the table changed since the number was asked for; the refusals above say why otherwise.
      if (number === undefined) throw new AppError(409, restaurantAppMessages.cartEmpty);
      const roundTotal = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
      // Prices go up to 100 000 000 and quantities to 99: a cart could add up past what an order (and its check) keeps.
      if (roundTotal > maxOrderTotal) throw new AppError(400, restaurantAppMessages.orderTooLarge);
      // One order (ticket) per preparation station, each numbered: the first takes the round's number.
      const tickets = await stationTickets(tx, at, lines);
      const numbers = [number, ...(await orders.moreOrderNumbers(pool, at.restaurantId, tickets.length - 1))];
      const sent: RestaurantOrder[] = [];
      const events: OutboxEvent[] = [];
      for (const [index, ticket] of tickets.entries()) {
        const ticketAt = { number: numbers[index]!, table: table ?? null, station: ticket.station };
        const written = await sendTicket(tx, at, { ...ticketAt, note: request.note }, ticket.lines);
        sent.push(written.order);
        events.push(...written.events);
      }
      // The round's events (its checks', its orders') in one statement.
      await writeOutboxEvents(tx, events);
      return sent;
    },
    (tx, sent) =>
      // Once for the whole round, so its supplies are locked in one order whatever stations it went to; last, since
      // every round of the floor waits for the supplies it shares with this one (arroz) until this commits.
      takeForOrders(
        tx,
        at,
        sent.map((order) => order.id),
        at.userId,
      ),
  );
  if (!replayed) for (const order of sent) feed.publish(at.restaurantId, { kind: 'created', order });
  return sent;
}

/** One order of a round, for one station: written with its history, joined to the table's check; answers its events. */
async function sendTicket(
  tx: Tx,
  at: RestaurantContext,
  ticket: { number: number; table: { id: string; number: number } | null; station: { id: string; name: string }; note: string },
  lines: Omit<CartLineRecord, 'id'>[],
): Promise<{ order: RestaurantOrder; events: OutboxEvent[] }> {
  const { number, station } = ticket;
  const tableId = ticket.table?.id ?? null;
  const items = lines.map((line) => ({
    dishId: line.dish_id,
    name: line.name,
    unitPrice: line.unit_price,
    quantity: line.quantity,
    note: line.note,
    options: line.options,
  }));
  const total = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const order = {
    restaurantId: at.restaurantId,
    branchId: at.branchId,
    number,
    tableId,
    note: ticket.note,
    total,
    createdBy: at.userId,
    stationId: station.id,
  };
  const { id, created_at: createdAt, changed_at: changedAt } = await orders.insertOrder(tx, order, items);
  const record = {
    id,
    number,
    status: 'pendiente' as const,
    table_id: tableId,
    table_number: ticket.table?.number ?? null,
    takeaway: tableId === null,
    note: ticket.note,
    total,
    created_by: at.userId,
    created_at: createdAt,
    updated_at: createdAt,
    station_id: station.id,
    station_name: station.name,
    branch_id: at.branchId,
  };
  const checkEvents = await addRound(tx, at, { orderId: id, tableId });
  const created = orderView(record, lines, [
    { from_status: null, to_status: 'pendiente', changed_by: at.userId, by_email: at.email, changed_at: changedAt, reason: '' },
  ]);
  const orderCreated = outboxEvent(restaurantOrderCreated, {
    aggregateId: id,
    payload: {
      orderId: id,
      restaurantId: at.restaurantId,
      tableId,
      total,
      number,
      takeaway: tableId === null,
      items: items.map(({ note: _note, options: _options, ...item }) => item),
      createdBy: at.userId,
      createdAt: created.created_at,
      station,
    },
  });
  return { order: created, events: [...checkEvents, orderCreated] };
}

/** The refusal of a move the flow does not allow: 409 naming the order's status and the one asked. */
function refused(template: string, from: OrderStatus, to: OrderStatus) {
  return new AppError(409, template.replace('{from}', from).replace('{to}', to), { current_status: from, requested_status: to });
}

/**
 * PUT /restaurant/pedidos/{id}/estado and …/cancelar: one move of the order, recorded with who and when. An order that
 * belongs to a check is paid by charging the check ('Cobrar'), never here; once its check is paid, delivering it
 * makes it pagado at once. It cannot be cancelled once its check is paid or split in equal parts (the parts' amounts
 * are fixed). Its table is freed when nothing is left to charge on it. Locks are taken as a charge takes them: the
 * table, the order's checks, then the order. `restaurant.order.status_changed` (and `restaurant.order.paid`) go out.
 * With a key (`Idempotency-Key`), the same move again answers as the first did and moves nothing.
 */
export async function moveOrder(
  pool: Pool,
  feed: OrderFeed,
  at: RestaurantContext,
  id: string,
  move: { to: OrderStatus; reason?: string },
  key?: string,
): Promise<RestaurantOrder> {
  // A move takes no number, so a replay is found by the key's claim inside the transaction: no read before it.
  const write = { key, asked: { action: 'move', id, ...move } };
  const { answer: order, replayed } = await oncePerKey(pool, at.restaurantId, write, async (tx) => {
    await lockTableOfOrder(tx, at.restaurantId, id);
    const checks = await checksOfOrder(tx, id);
    const current = await orders.findOrder(tx, at.restaurantId, id, { lock: true });
    if (!current) throw orderNotFound();
    if (move.to === 'cancelado' && !canCancel(current.status)) throw refused(restaurantAppMessages.cancelRefused, current.status, move.to);
    if (move.to !== 'cancelado' && !canAdvance(current.status, move.to))
      throw refused(restaurantAppMessages.transitionRefused, current.status, move.to);
    if (move.to === 'pagado' && checks.length > 0) throw new AppError(409, restaurantCheckMessages.orderOnCheck);
    if (move.to === 'cancelado' && checks.some((check) => check.status !== 'abierta'))
      throw new AppError(409, restaurantCheckMessages.checkClosed);
    if (move.to === 'cancelado' && checks.some((check) => check.parts !== null))
      throw new AppError(409, restaurantCheckMessages.splitInParts);
    await recordMove(tx, at, current, move.to, move.reason);
    if (move.to === 'cancelado') await giveBack(tx, at.restaurantId, { orderId: id }, at.userId);
    let status = move.to;
    if (move.to === 'entregado' && checks.length > 0 && checks.every((check) => check.status === 'pagada')) {
      await recordMove(tx, at, { ...current, status }, 'pagado', paidWithCheck);
      status = 'pagado';
    }
    if (!isOpen(status) && current.table_id) await freeTableIfDone(tx, at, current.table_id);
    return getOrder(tx, at, id);
  });
  if (!replayed) feed.publish(at.restaurantId, { kind: 'status_changed', order });
  return order;
}
