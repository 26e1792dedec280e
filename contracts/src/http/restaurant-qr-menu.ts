import { z } from 'zod';
import { addToCartRequest, restaurantAppMessages, restaurantText } from './restaurant-app.js';
import { dishOptionGroup } from './restaurant-options.js';

/**
 * The QR menu (issue 37 item 3, `menu_rapido`, Pro and Gold): a restaurant's menu read by anyone at `/m/<slug>`, the
 * same at a table's `/m/<slug>/mesa/<token>`, from which diners may send an order when the restaurant allows it. Such
 * an order waits as 'pendiente' for staff to confirm (it then goes to the kitchen as a round) or reject it.
 */
export const qrMenuMessages = {
  menuNotFound: 'Menú no encontrado',
  tableNotFound: 'Mesa no encontrada: escanea de nuevo el código QR de tu mesa',
  orderingDisabled: 'Este restaurante no recibe pedidos desde la mesa: llama a tu mesero',
  orderLinesInvalid: 'Elige de 1 a 50 platos para tu pedido',
  orderSent: 'Pedido enviado: el personal lo confirmará en un momento',
  tooManyOrders: 'Enviaste demasiados pedidos desde esta mesa: espera un momento e inténtalo de nuevo',
  orderNotFound: 'Pedido de mesa no encontrado',
  orderDecided: 'Este pedido de mesa ya fue {status}',
  orderRejected: 'Pedido de mesa rechazado',
  settingsInvalid: 'Indica si se permiten pedidos desde la mesa: sí o no',
} as const;
const m = qrMenuMessages;

/** Orders one table's QR token may send in a window (`tableOrdersWindowSeconds`), across replicas. */
export const tableOrdersPerWindow = 5;
export const tableOrdersWindowSeconds = 600;
/** How often the public page asks which dishes are still available. */
export const qrAvailabilityPollSeconds = 4;

const pesos = z.number().int().nonnegative();

export const qrMenuSlug = z
  .string(m.menuNotFound)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, m.menuNotFound)
  .max(60, m.menuNotFound);
export const qrTableToken = z.string(m.tableNotFound).regex(/^[0-9a-f]{32}$/, m.tableNotFound);
export const qrMenuParams = z.object({ slug: qrMenuSlug });
export const qrTableParams = z.object({ slug: qrMenuSlug, token: qrTableToken });
/** A branch's menu (issue 37 item 4): `/m/<slug>/<sede>`, the branch's slug after the restaurant's. */
export const qrBranchParams = z.object({ slug: qrMenuSlug, sede: qrMenuSlug });

export const qrMenuDish = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  price: pesos,
  image_url: z.string().nullable(),
  option_groups: z.array(dishOptionGroup),
});
export type QrMenuDish = z.infer<typeof qrMenuDish>;
/** GET /public/menu/{slug} (and …/mesa/{token}): the available dishes by category, in the menu's order. */
export const qrMenu = z.object({
  name: z.string(),
  slug: z.string(),
  /** Diners may send an order: the restaurant allows it and the page is a table's. */
  ordering: z.boolean(),
  table: z.object({ number: z.number().int() }).nullable(),
  categories: z.array(z.object({ id: z.uuid(), name: z.string(), dishes: z.array(qrMenuDish) })),
});
export type QrMenu = z.infer<typeof qrMenu>;
export const qrMenuResponse = z.object({ success: z.literal(true), data: qrMenu });
/** GET /public/menu/{slug}/disponibles: the ids of the dishes available now (the page's live availability). */
export const qrAvailabilityResponse = z.object({ success: z.literal(true), data: z.object({ dish_ids: z.array(z.uuid()) }) });

/** POST /public/menu/{slug}/mesa/{token}/pedidos: the diner's lines (dish, quantity, options, note). */
export const tableOrderRequest = z.object({
  lines: z.array(addToCartRequest, m.orderLinesInvalid).min(1, m.orderLinesInvalid).max(50, m.orderLinesInvalid),
  note: restaurantText(200, restaurantAppMessages.noteInvalid, { multiline: true, min: 0 }).default(''),
});
export type TableOrderRequest = z.infer<typeof tableOrderRequest>;

export const tableOrderStatuses = ['pendiente', 'confirmado', 'cancelado'] as const;
export const tableOrderLine = z.object({
  dish_id: z.uuid(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: pesos,
  note: z.string(),
  options: z.array(z.object({ group: z.string(), name: z.string(), extra: pesos })),
});
export const tableOrder = z.object({
  id: z.uuid(),
  status: z.enum(tableOrderStatuses),
  table_id: z.uuid(),
  table_number: z.number().int(),
  lines: z.array(tableOrderLine),
  note: z.string(),
  total: pesos,
  created_at: z.string(),
});
export type TableOrder = z.infer<typeof tableOrder>;
export const tableOrderResponse = z.object({ success: z.literal(true), message: z.string(), data: tableOrder });
export const tableOrdersResponse = z.object({ success: z.literal(true), data: z.array(tableOrder) });
export const tableOrderIdParams = z.object({ id: z.uuid(m.orderNotFound) });

/** GET /restaurant/menu-qr (admin): the public address, whether diners may order, and each table's QR address. */
export const qrMenuSettings = z.object({
  slug: z.string(),
  path: z.string(),
  ordering_enabled: z.boolean(),
  tables: z.array(z.object({ id: z.uuid(), number: z.number().int(), zone: z.string(), path: z.string() })),
});
export type QrMenuSettings = z.infer<typeof qrMenuSettings>;
export const qrMenuSettingsResponse = z.object({ success: z.literal(true), data: qrMenuSettings });
/** PUT /restaurant/menu-qr (admin): 'Permitir pedidos desde la mesa'. */
export const qrMenuSettingsRequest = z.object({ ordering_enabled: z.boolean(m.settingsInvalid) });

/** The public addresses, as the gateway serves them. */
export const qrMenuPath = (slug: string) => `/m/${slug}`;
export const qrTablePath = (slug: string, token: string) => `/m/${slug}/mesa/${token}`;
