import {
  qrMenuMessages as m,
  qrMenuPath,
  qrTablePath,
  restaurantAppMessages,
  type QrMenu,
  type QrMenuSettings,
  type TableOrder,
  type TableOrderRequest,
} from '@mb/contracts';
import { AppError, type Pool } from '@mb/service-kit';
import { featureCheck } from '../../domain/features.js';
import { findBranchBySlug } from '../branches/branches.repository.js';
import { listDishes } from '../menu/menu.repository.js';
import type { OrderFeed } from '../orders/order-feed.js';
import { maxOrderTotal, placeRound, pricedLines } from '../orders/orders.service.js';
import { assertWorksOn } from '../session/branch-ownership.js';
import { requireFeature, type RestaurantContext } from '../session/restaurant-session.js';
import * as repository from './qr-menu.repository.js';
import { slugCandidates } from './qr-slug.js';
import type { TableOrderLimit } from './table-order-limit.js';

const qrMenuFeature = 'menu_rapido';
const menuNotFound = () => new AppError(404, m.menuNotFound);
const tableNotFound = () => new AppError(404, m.tableNotFound);

/**
 * The menu behind a public address, or 404: only a restaurant whose plan includes the QR menu and whose subscription
 * stands (active or in grace); any other answers as an address that does not exist.
 */
async function publicMenuOf(pool: Pool, slug: string): Promise<repository.QrMenuRecord> {
  const menu = await repository.findMenuBySlug(pool, slug);
  if (!menu || !featureCheck(menu.plan_type, qrMenuFeature).allowed) throw menuNotFound();
  if (menu.status !== 'active' && menu.status !== 'grace') throw menuNotFound();
  return menu;
}

async function tableOf(pool: Pool, menu: repository.QrMenuRecord, token: string) {
  const table = await repository.findTableByToken(pool, menu.restaurant_id, token);
  if (!table) throw tableNotFound();
  return table;
}

/** Where a QR page is read: at a table (its token), in a branch (its slug, `sede`), or (neither) in the main branch. */
export interface QrPlace {
  token?: string;
  sede?: string;
}

/** The table and the branch of a place: a table's branch, the branch named, or the main one (404 for an unknown one). */
async function placeOf(pool: Pool, menu: repository.QrMenuRecord, place: QrPlace) {
  const table = place.token ? await tableOf(pool, menu, place.token) : undefined;
  const named = place.sede ? await findBranchBySlug(pool, menu.restaurant_id, place.sede) : undefined;
  if (place.sede && !named) throw menuNotFound();
  return { table, branchId: table?.branch_id ?? named ?? menu.main_branch_id };
}

/**
 * GET /public/menu/{slug}[/mesa/{token} | /sede/{sede}]: the dishes available now, by category in the menu's order, as
 * the table's branch, or the branch named, sells them (its prices, availability and stock); else the main branch.
 */
export async function publicMenu(pool: Pool, slug: string, place: QrPlace = {}): Promise<QrMenu> {
  const menu = await publicMenuOf(pool, slug);
  const { table, branchId } = await placeOf(pool, menu, place);
  const categories = new Map<string, QrMenu['categories'][number]>();
  for (const dish of await listDishes(pool, { restaurantId: menu.restaurant_id, branchId }, { available: true })) {
    const category = categories.get(dish.category_id) ?? { id: dish.category_id, name: dish.category_name, dishes: [] };
    categories.set(dish.category_id, category);
    const { id, name, description, price, image_url, option_groups } = dish;
    category.dishes.push({ id, name, description, price, image_url, option_groups });
  }
  return {
    name: menu.name,
    slug: menu.slug,
    ordering: Boolean(table) && menu.ordering_enabled,
    table: table ? { number: table.number } : null,
    categories: [...categories.values()],
  };
}

/**
 * GET /public/menu/{slug}[/mesa/{token} | /sede/{sede}]/disponibles: what the page polls, so a dish that runs out
 * disappears within seconds, in the page's branch.
 */
export async function availableDishes(pool: Pool, slug: string, place: QrPlace = {}) {
  const menu = await publicMenuOf(pool, slug);
  const { branchId } = await placeOf(pool, menu, place);
  return { dish_ids: await repository.availableDishIds(pool, { restaurantId: menu.restaurant_id, branchId }) };
}

const tableOrderView = ({ branch_id: _branch, ...order }: repository.TableOrderRecord): TableOrder => ({
  ...order,
  lines: order.lines.map(({ option_ids: _ids, ...line }) => line),
  created_at: order.created_at.toISOString(),
});

/**
 * POST /public/menu/{slug}/mesa/{token}/pedidos: a diner's order, bound to the table's QR token, waiting as
 * 'pendiente' for staff. Refused (409) when the restaurant does not take orders from the table; counted per token
 * (429); every dish must be of this menu and available now, with options its groups allow (Spanish reasons).
 */
export async function sendTableOrder(
  pool: Pool,
  limit: TableOrderLimit,
  params: { slug: string; token: string },
  request: TableOrderRequest,
) {
  const menu = await publicMenuOf(pool, params.slug);
  const table = await tableOf(pool, menu, params.token);
  if (!menu.ordering_enabled) throw new AppError(409, m.orderingDisabled);
  await limit(table.qr_token);
  const priced = await pricedLines(pool, { restaurantId: menu.restaurant_id, branchId: table.branch_id }, request.lines);
  const unavailable = priced.find((line) => !line.available);
  if (unavailable) throw new AppError(409, restaurantAppMessages.dishUnavailable.replace('{name}', unavailable.name));
  const lines = priced.map(({ available: _available, ...line }, index) => ({ ...line, option_ids: request.lines[index]!.options }));
  const total = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
  if (total > maxOrderTotal) throw new AppError(400, restaurantAppMessages.orderTooLarge);
  const order = await repository.insertTableOrder(pool, { restaurantId: menu.restaurant_id, table, lines, note: request.note, total });
  return tableOrderView(order);
}

/** The restaurant's public address, made from its name the first time it is asked for. */
async function ensureMenu(pool: Pool, restaurantId: string): Promise<repository.QrMenuRecord> {
  for (;;) {
    const menu = await repository.findMenuOf(pool, restaurantId);
    if (menu) return menu;
    await repository.claimSlug(pool, restaurantId, slugCandidates(await repository.restaurantName(pool, restaurantId)));
  }
}

/** GET /restaurant/menu-qr: the public address, 'Permitir pedidos desde la mesa' and each table's QR address. */
export async function qrMenuSettings(pool: Pool, at: RestaurantContext): Promise<QrMenuSettings> {
  requireFeature(at, qrMenuFeature);
  const menu = await ensureMenu(pool, at.restaurantId);
  const tables = await repository.tablesWithTokens(pool, at);
  return {
    slug: menu.slug,
    path: qrMenuPath(menu.slug),
    ordering_enabled: menu.ordering_enabled,
    tables: tables.map((table) => ({ id: table.id, number: table.number, zone: table.zone, path: qrTablePath(menu.slug, table.qr_token) })),
  };
}

export async function setTableOrdering(pool: Pool, at: RestaurantContext, enabled: boolean): Promise<QrMenuSettings> {
  requireFeature(at, qrMenuFeature);
  await ensureMenu(pool, at.restaurantId);
  await repository.setOrdering(pool, at.restaurantId, enabled);
  return qrMenuSettings(pool, at);
}

export async function pendingTableOrders(pool: Pool, at: RestaurantContext): Promise<TableOrder[]> {
  requireFeature(at, qrMenuFeature);
  return (await repository.pendingTableOrders(pool, at)).map(tableOrderView);
}

async function pendingOrder(pool: Pool, at: RestaurantContext, id: string) {
  requireFeature(at, qrMenuFeature);
  const order = await repository.findTableOrder(pool, at.restaurantId, id);
  if (!order) throw new AppError(404, m.orderNotFound);
  assertWorksOn(at, new Set([order.branch_id]));
  if (order.status !== 'pendiente') throw new AppError(409, m.orderDecided.replace('{status}', order.status));
  return order;
}

/**
 * POST /restaurant/menu-qr/pedidos/{id}/confirmar: the diner's order goes to the kitchen as a round of the person who
 * confirms it (today's prices and availability in its table's branch, its table's check), keyed by the order's id so
 * two confirmations send one round. The order is then 'confirmado'.
 */
export async function confirmTableOrder(pool: Pool, feed: OrderFeed, at: RestaurantContext, id: string) {
  const order = await pendingOrder(pool, at, id);
  const lines = order.lines.map((line) => ({ itemId: line.dish_id, quantity: line.quantity, note: line.note, options: line.option_ids }));
  const round = await placeRound(
    pool,
    feed,
    { ...at, branchId: order.branch_id },
    { table_id: order.table_id, takeaway: false, note: order.note, lines },
    order.id,
  );
  await repository.decideTableOrder(pool, at.restaurantId, id, 'confirmado', at.userId);
  return round;
}

/** POST /restaurant/menu-qr/pedidos/{id}/rechazar: the diner's order never reaches the kitchen. */
export async function rejectTableOrder(pool: Pool, at: RestaurantContext, id: string): Promise<TableOrder> {
  await pendingOrder(pool, at, id);
  const rejected = await repository.decideTableOrder(pool, at.restaurantId, id, 'cancelado', at.userId);
  const order = (await repository.findTableOrder(pool, at.restaurantId, id))!;
  if (!rejected) throw new AppError(409, m.orderDecided.replace('{status}', order.status));
  return tableOrderView(order);
}
