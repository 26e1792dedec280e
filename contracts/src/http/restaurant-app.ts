import { z } from 'zod';
import { planType } from '../domain/plans.js';
import { branchMessages } from './restaurant-branches.js';
import { staffRoles } from './restaurant.js';
import { dishOptionGroup, dishOptionGroupsRequest, optionChoices, soldOption } from './restaurant-options.js';
import { restaurantText as text } from './restaurant-text.js';
import { staffActions } from './restaurant-staff-pin.js';

/**
 * The restaurant app's own calls (spec 2 §7.7), under `/restaurant/*`: every one but login and setup-user carries the
 * restaurant session (`POST /restaurant/auth/login`) as a bearer token, and is about that session's restaurant only.
 */
export const restaurantAppMessages = {
  tokenMissing: 'Falta el token del restaurante: abre la aplicación desde Mis Suscripciones',
  tokenInvalid: 'El acceso al restaurante venció o no es válido: abre la aplicación de nuevo desde Mis Suscripciones',
  sessionInvalid: 'Tu sesión del restaurante venció o no es válida: abre la aplicación de nuevo desde Mis Suscripciones',
  accessRemoved: 'Ya no tienes acceso a este restaurante: el propietario retiró tu asignación',
  platformSessionEnded:
    'Tu sesión en la plataforma terminó (cerraste sesión, cambiaste la contraseña o se cerró por seguridad): inicia sesión de nuevo y abre el restaurante desde Mis Suscripciones',
  accountBlocked: 'Tu cuenta está desactivada o fue eliminada: ya no puedes entrar a este restaurante',
  tokenUsed: 'Este acceso al restaurante ya se usó: ábrelo de nuevo desde Mis Suscripciones',
  restaurantGone: 'Este restaurante ya no existe',
  notSetUp: 'Tu usuario del restaurante aún no está creado: llama primero a /restaurant/auth/setup-user',
  readOnly:
    'La suscripción del restaurante venció o fue cancelada: puedes consultar tus datos, pero no modificarlos. Renueva la suscripción para seguir trabajando.',
  adminOnly: 'Solo un administrador del restaurante puede hacer esto',
  featureLocked: 'Tu plan {plan} no incluye {feature}: está disponible desde el plan {required}. Mejora tu plan para usarlo.',
  loggedIn: 'Sesión del restaurante iniciada',
  userCreated: 'Usuario del restaurante creado',
  userExists: 'Tu usuario del restaurante ya existía',

  textInvalid: 'Texto inválido: no puede estar vacío ni llevar caracteres de control',
  categoryNameInvalid: 'Nombre de categoría inválido (1 a 60 caracteres, sin caracteres de control)',
  categoryNotFound: 'Categoría no encontrada',
  categoryTaken: 'Ya existe una categoría con ese nombre',
  categoryHasDishes: 'No se puede eliminar una categoría que tiene platos asociados',
  categoryDeleted: 'Categoría eliminada',
  categoryOrderInvalid: 'Orden inválido: envía cada categoría del menú una sola vez',
  dishNameInvalid: 'Nombre de plato inválido (1 a 120 caracteres, sin caracteres de control)',
  descriptionInvalid: 'Descripción inválida (hasta 500 caracteres, sin caracteres de control)',
  priceInvalid: 'Precio inválido: un número entero de pesos mayor que 0 y hasta 100.000.000',
  dishNotFound: 'Plato no encontrado',
  dishDeleted: 'Plato eliminado',
  imageNotFound: 'Imagen no encontrada',
  dishUnavailable: 'El plato "{name}" no está disponible',

  tableNumberInvalid: 'Número de mesa inválido: un entero de 1 a 999',
  seatsInvalid: 'Puestos inválidos: de 1 a 12',
  zoneInvalid: 'Zona inválida (hasta 40 caracteres, sin caracteres de control)',
  tableStatusInvalid: 'Estado de mesa inválido: usa disponible, ocupada, reservada o mantenimiento',
  tableNotFound: 'Mesa no encontrada',
  tableTaken: 'Ya existe la mesa {number} en este restaurante',
  tableHasOpenOrders: 'La mesa {number} tiene pedidos abiertos: sigue ocupada hasta que se paguen o cancelen',
  tableInMaintenance: 'La mesa {number} está en mantenimiento: no se le pueden abrir pedidos',

  quantityInvalid: 'Cantidad inválida: un entero de 1 a 99',
  noteInvalid: 'Nota inválida (hasta 200 caracteres, sin caracteres de control)',
  cartItemNotFound: 'Producto del carrito no encontrado',
  cartItemRemoved: 'Producto eliminado del carrito',
  cartNotYours: 'Carrito no encontrado: solo puedes ver el tuyo',
  cartEmpty: 'El carrito está vacío',
  orderTooLarge: 'El pedido supera 1.000.000.000 COP: envíalo en varios pedidos',
  stationNotFound: 'Estación no encontrada',
  tableOrTakeaway: 'Elige una mesa o marca el pedido para llevar: una de las dos',
  userNotFound: 'Usuario del restaurante no encontrado',

  orderNotFound: 'Pedido no encontrado',
  orderStatusInvalid: 'Estado de pedido inválido: usa pendiente, confirmado, preparando, listo, entregado o pagado',
  transitionRefused: 'No se puede pasar el pedido de "{from}" a "{to}"',
  cancelRefused: 'No se puede cancelar un pedido en estado "{from}": solo pendiente, confirmado o preparando',
  reasonInvalid: 'Motivo inválido (hasta 200 caracteres, sin caracteres de control)',
  dayInvalid: 'Fecha inválida: usa AAAA-MM-DD',
  rangeInvalid: 'Rango inválido: "desde" debe ser anterior o igual a "hasta" y abarcar como mucho 93 días',

  favouriteAdded: 'Agregado a favoritos',
  favouriteRemoved: 'Quitado de favoritos',
} as const;

/** The plan features (spec 1 §9) a call of the app can need, as a refusal names them. */
export const restaurantFeatureNames: Record<string, string> = {
  analisis_intermedio: 'el análisis intermedio (estadísticas de varios días, hasta 31)',
  reportes_avanzados: 'los reportes avanzados (estadísticas de hasta 93 días)',
  factura_electronica: 'la facturación electrónica (documentos de la DIAN de cada venta)',
  menu_rapido: 'el menú QR (menú público y pedidos desde la mesa)',
};

const id = (message: string) => z.uuid(message);
/** The app's one-line or multi-line text rule, for the other restaurant-app contract files. */
export { restaurantText } from './restaurant-text.js';
/** Money is integer pesos (COP). */
const pesos = z.number().int().nonnegative();
// Year 0000 does not exist for PostgreSQL (its date refuses it): a 400 here, not a 500 from the query.
const isoDay = z.string().regex(/^(?!0000)\d{4}-\d{2}-\d{2}$/, restaurantAppMessages.dayInvalid);
/** A day that exists (not 2026-02-30), for a filter that goes straight to the query. */
const calendarDay = z.iso
  .date({ error: restaurantAppMessages.dayInvalid, abort: true })
  .regex(/^(?!0000)/, restaurantAppMessages.dayInvalid);

export const restaurantUserRole = z.enum(staffRoles);
export type RestaurantUserRole = z.infer<typeof restaurantUserRole>;

/** A person's user inside one restaurant: the owner is its super_admin, staff hold their assignment's role. */
export const restaurantUser = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  email: z.string(),
  role: restaurantUserRole,
  is_owner: z.boolean(),
  created_at: z.string(),
  /** What the role lets the person do (issue 36): the screens offer only these; the service refuses the rest. */
  permissions: z.array(z.enum(staffActions)),
});
export type RestaurantUser = z.infer<typeof restaurantUser>;

/** Where the restaurant stands: `read_only` once its subscription expired or was cancelled (reads work, writes 409). */
export const restaurantStanding = z.object({
  id: z.uuid(),
  product_name: z.string(),
  plan_type: planType,
  subscription_status: z.enum(['pending_payment', 'active', 'grace', 'expired', 'cancelled']),
  read_only: z.boolean(),
  /** In grace: the day the app becomes read-only (expiry + 15 days), for the banner. */
  suspends_at: z.string().nullable(),
});

/** POST /restaurant/auth/setup-user (bearer: restaurant_token). Idempotent: a second call answers the same user. */
export const setupRestaurantUserResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  created: z.boolean(),
  user: restaurantUser,
});

/** POST /restaurant/auth/login (bearer: restaurant_token): the app's session, to send as bearer on every other call. */
export const restaurantLoginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  expires_in: z.number().int().positive(),
  user: restaurantUser,
  restaurant: restaurantStanding,
});
export type RestaurantLoginResponse = z.infer<typeof restaurantLoginResponse>;

/** GET /restaurant/auth/profile */
export const restaurantProfileResponse = z.object({ success: z.literal(true), user: restaurantUser, restaurant: restaurantStanding });

// Menu

/** `position`: where the category goes in the menu, from 1; the list comes in that order. */
export const menuCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int().positive(),
  dishes: z.number().int().nonnegative(),
  /** The preparation station its dishes go to; null: the restaurant's default station. */
  station_id: z.uuid().nullable(),
  created_at: z.string(),
});
export const menuCategoriesResponse = z.object({ success: z.literal(true), data: z.array(menuCategory) });
/** `station_id`: where its dishes are prepared (null: the default station; left out on a rename: unchanged). */
export const categoryRequest = z.object({
  name: text(60, restaurantAppMessages.categoryNameInvalid),
  station_id: id(restaurantAppMessages.stationNotFound).nullish(),
});
export type CategoryRequest = z.infer<typeof categoryRequest>;
export const menuCategoryResponse = z.object({ success: z.literal(true), data: menuCategory });
export const categoryIdParams = z.object({ id: id(restaurantAppMessages.categoryNotFound) });
/** PUT /restaurant/menu/categories/order: every category of the menu, once each, in the order the menu shows them. */
export const categoryOrderRequest = z.object({
  ids: z
    .array(z.uuid(restaurantAppMessages.categoryOrderInvalid), restaurantAppMessages.categoryOrderInvalid)
    .min(1, restaurantAppMessages.categoryOrderInvalid)
    .max(500, restaurantAppMessages.categoryOrderInvalid),
});
export type CategoryOrderRequest = z.infer<typeof categoryOrderRequest>;

export const dish = z.object({
  id: z.uuid(),
  category_id: z.uuid(),
  category_name: z.string(),
  name: z.string(),
  description: z.string(),
  price: pesos,
  available: z.boolean(),
  image_url: z.string().nullable(),
  /** Its options (modifiers), in the order the waiter sees them. */
  option_groups: z.array(dishOptionGroup),
  updated_at: z.string(),
});
export type Dish = z.infer<typeof dish>;
const dishDescription = text(500, restaurantAppMessages.descriptionInvalid, { multiline: true, min: 0 });
export const dishRequest = z.object({
  category_id: id(restaurantAppMessages.categoryNotFound),
  name: text(120, restaurantAppMessages.dishNameInvalid),
  description: dishDescription.default(''),
  price: z
    .number(restaurantAppMessages.priceInvalid)
    .int(restaurantAppMessages.priceInvalid)
    .positive(restaurantAppMessages.priceInvalid)
    .max(100_000_000, restaurantAppMessages.priceInvalid),
  available: z.boolean().default(true),
  option_groups: dishOptionGroupsRequest.default([]),
});
export type DishRequest = z.infer<typeof dishRequest>;
/** PUT: only the fields sent change. */
// zod's partial() keeps defaults: without these, a PUT of the price alone reset the description, availability and groups.
export const dishUpdateRequest = dishRequest.partial().extend({
  description: dishDescription.optional(),
  available: z.boolean().optional(),
  option_groups: dishOptionGroupsRequest.optional(),
});
export type DishUpdateRequest = z.infer<typeof dishUpdateRequest>;
export const dishIdParams = z.object({ id: id(restaurantAppMessages.dishNotFound) });
export const dishResponse = z.object({ success: z.literal(true), data: dish });
/** GET /restaurant/menu/items: by category, availability and a search on the name and description. */
export const dishesQuery = z.object({
  category: id(restaurantAppMessages.categoryNotFound).optional(),
  available: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  q: text(80, restaurantAppMessages.textInvalid, { min: 0 }).optional(),
});
export const dishesResponse = z.object({ success: z.literal(true), data: z.array(dish) });
export const deletedResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * GET /restaurant/menu/user/features: what the plan allows (spec 1 §9), and for the rest, the plan that unlocks it.
 * A call needing a feature the plan lacks answers 403 with `feature`, `plan_type` and `required_plan`.
 */
export const featuresResponse = z.object({
  success: z.literal(true),
  plan_type: planType,
  features: z.array(z.string()),
  all: z.array(z.object({ key: z.string(), included: z.boolean(), unlocked_by: planType })),
  /** The longest range GET /restaurant/pedidos/analytics/stats reads on this plan: 1 (estandar), 31 (pro), 93 (gold). */
  stats_max_days: z.number().int().positive(),
});

/** GET /restaurant/menu/stats */
export const menuStatsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    categories: z.number().int().nonnegative(),
    dishes: z.number().int().nonnegative(),
    available: z.number().int().nonnegative(),
    unavailable: z.number().int().nonnegative(),
    average_price: pesos,
    by_category: z.array(z.object({ category_id: z.uuid(), name: z.string(), dishes: z.number().int().nonnegative() })),
  }),
});

// Tables

export const tableStatuses = ['disponible', 'ocupada', 'reservada', 'mantenimiento'] as const;
export const tableStatus = z.enum(tableStatuses, restaurantAppMessages.tableStatusInvalid);
export type TableStatus = z.infer<typeof tableStatus>;
export const restaurantTable = z.object({
  id: z.uuid(),
  number: z.number().int(),
  seats: z.number().int(),
  zone: z.string(),
  status: tableStatus,
  open_orders: z.number().int().nonnegative(),
  updated_at: z.string(),
});
export type RestaurantTable = z.infer<typeof restaurantTable>;
export const tablesResponse = z.object({ success: z.literal(true), data: z.array(restaurantTable) });
export const createTableRequest = z.object({
  number: z
    .number(restaurantAppMessages.tableNumberInvalid)
    .int(restaurantAppMessages.tableNumberInvalid)
    .min(1, restaurantAppMessages.tableNumberInvalid)
    .max(999, restaurantAppMessages.tableNumberInvalid),
  seats: z
    .number(restaurantAppMessages.seatsInvalid)
    .int(restaurantAppMessages.seatsInvalid)
    .min(1, restaurantAppMessages.seatsInvalid)
    .max(12, restaurantAppMessages.seatsInvalid),
  zone: text(40, restaurantAppMessages.zoneInvalid, { min: 0 }).default(''),
});
export type CreateTableRequest = z.infer<typeof createTableRequest>;
export const tableIdParams = z.object({ id: id(restaurantAppMessages.tableNotFound) });
export const tableStatusRequest = z.object({ status: tableStatus });
export const tableResponse = z.object({ success: z.literal(true), data: restaurantTable });

// Orders (pedidos)

export const orderStatuses = ['pendiente', 'confirmado', 'preparando', 'listo', 'entregado', 'pagado', 'cancelado'] as const;
export const orderStatus = z.enum(orderStatuses, restaurantAppMessages.orderStatusInvalid);
export type OrderStatus = z.infer<typeof orderStatus>;
export const restaurantOrderLine = z.object({
  dish_id: z.uuid().nullable(),
  name: z.string(),
  unit_price: pesos,
  quantity: z.number().int().positive(),
  note: z.string(),
  /** The options chosen, as sold (`unit_price` includes their extras). */
  options: z.array(soldOption),
  line_total: pesos,
});
export const restaurantOrderChange = z.object({
  from: orderStatus.nullable(),
  to: orderStatus,
  by: z.uuid(),
  by_email: z.string(),
  at: z.string(),
  reason: z.string(),
});
export const restaurantOrder = z.object({
  id: z.uuid(),
  number: z.number().int().positive(),
  status: orderStatus,
  table_id: z.uuid().nullable(),
  table_number: z.number().int().nullable(),
  takeaway: z.boolean(),
  note: z.string(),
  total: pesos,
  items: z.array(restaurantOrderLine),
  created_by: z.uuid(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Who moved it and when, oldest first (its creation first). */
  history: z.array(restaurantOrderChange),
  /** The preparation station this order (ticket) is for: a round is one order per station. */
  station_id: z.uuid(),
  station_name: z.string(),
  /** The branch (sede) its round was sent in: its kitchen boards show it. */
  branch_id: z.uuid(),
});
export type RestaurantOrder = z.infer<typeof restaurantOrder>;
export const ordersQuery = z.object({
  status: orderStatus.optional(),
  table_id: id(restaurantAppMessages.tableNotFound).optional(),
  /** A day in Colombia's time (America/Bogota). */
  day: calendarDay.optional(),
  /** One preparation station's orders (a station's board). */
  station_id: id(restaurantAppMessages.stationNotFound).optional(),
});
export const ordersResponse = z.object({ success: z.literal(true), data: z.array(restaurantOrder) });
export const orderIdParams = z.object({ id: id(restaurantAppMessages.orderNotFound) });
export const restaurantOrderResponse = z.object({ success: z.literal(true), data: restaurantOrder });
/** PUT /restaurant/pedidos/{id}/estado: one step along pendiente → confirmado → preparando → listo → entregado → pagado. */
export const orderStatusRequest = z.object({ status: orderStatus });
export const cancelOrderRequest = z.object({ reason: text(200, restaurantAppMessages.reasonInvalid, { min: 0 }).default('') });

/** Every branch together, for a restaurant's administrators (issue 37 item 4). */
export const allBranches = 'todas';
/**
 * GET /restaurant/pedidos/analytics/stats: `day`, or `from` and `to` (inclusive), Colombia's days, today by default;
 * `sede`: one branch (its id) or `todas` (administrators: every branch together), none the branch the request works in.
 */
export const orderStatsQuery = z.object({
  day: isoDay.optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  sede: z.union([z.literal(allBranches, branchMessages.branchNotFound), z.uuid(branchMessages.branchNotFound)]).optional(),
});
export type OrderStatsQuery = z.infer<typeof orderStatsQuery>;
export const orderStatsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    from: z.string(),
    to: z.string(),
    /** Orders taken, cancelled ones included. */
    orders: z.number().int().nonnegative(),
    cancelled: z.number().int().nonnegative(),
    paid: z.number().int().nonnegative(),
    /** Pesos of the paid orders. */
    revenue: pesos,
    average_ticket: pesos,
    top_dishes: z.array(z.object({ dish_id: z.uuid().nullable(), name: z.string(), quantity: z.number().int(), revenue: pesos })),
    /** 24 rows, hour 0 to 23 in Colombia's time: orders taken and pesos paid for orders taken that hour. */
    per_hour: z.array(z.object({ hour: z.number().int(), orders: z.number().int(), revenue: pesos })),
  }),
});

export type OrderStats = z.infer<typeof orderStatsResponse>['data'];

/** What the kitchen board stream sends (`event: order`), one per change of an order of the restaurant. */
export const orderStreamEvent = z.object({ kind: z.enum(['created', 'status_changed']), order: restaurantOrder });
export type OrderStreamEvent = z.infer<typeof orderStreamEvent>;
/** The stream's response headers, from the service and again from the gateway: no proxy may buffer or transform it. */
export const eventStreamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
} as const;

// Cart (carrito): one per restaurant user; a dish is one line, with its quantity and note.

const quantity = z
  .number(restaurantAppMessages.quantityInvalid)
  .int(restaurantAppMessages.quantityInvalid)
  .min(1, restaurantAppMessages.quantityInvalid)
  .max(99, restaurantAppMessages.quantityInvalid);
const note = text(200, restaurantAppMessages.noteInvalid, { multiline: true, min: 0 });
export const cartItem = z.object({
  id: z.uuid(),
  dish_id: z.uuid(),
  name: z.string(),
  unit_price: pesos,
  quantity: z.number().int(),
  note: z.string(),
  /** The options chosen, with their extras then (`unit_price` is the dish's price now plus those extras). */
  options: z.array(soldOption),
  line_total: pesos,
  available: z.boolean(),
});
/**
 * POST /restaurant/carrito/add: `itemId` is the dish (menu item), `options` the ids of the options chosen; adding the
 * same dish with the same options again adds to its line's quantity, other options make another line.
 */
export const addToCartRequest = z.object({
  itemId: id(restaurantAppMessages.dishNotFound),
  quantity: quantity.default(1),
  note: note.optional(),
  options: optionChoices.default([]),
});
export type AddToCartRequest = z.infer<typeof addToCartRequest>;
/** PUT /restaurant/carrito/update-quantity: `id` is the cart line. */
export const updateCartQuantityRequest = z.object({ id: id(restaurantAppMessages.cartItemNotFound), quantity, note: note.optional() });
export type UpdateCartQuantityRequest = z.infer<typeof updateCartQuantityRequest>;
export const cartItemResponse = z.object({ success: z.literal(true), data: cartItem });
export const cartItemParams = z.object({ itemId: id(restaurantAppMessages.cartItemNotFound) });
export const usuarioParams = z.object({ usuarioId: id(restaurantAppMessages.userNotFound) });
export const cartResponse = z.object({ success: z.literal(true), data: z.array(cartItem) });
export const cartSummaryResponse = z.object({
  success: z.literal(true),
  data: z.object({ lines: z.number().int().nonnegative(), units: z.number().int().nonnegative(), total: pesos }),
});
/** POST /restaurant/carrito/checkout: the caller's cart becomes one order, for a table or to take away. */
export const cartCheckoutRequest = z
  .object({
    table_id: id(restaurantAppMessages.tableNotFound).nullish(),
    takeaway: z.boolean().default(false),
    note: note.default(''),
  })
  .refine((request) => Boolean(request.table_id) !== request.takeaway, restaurantAppMessages.tableOrTakeaway);
export type CartCheckoutRequest = z.infer<typeof cartCheckoutRequest>;

// Favourites (favoritos): a restaurant user's dishes.

export const favouriteRequest = z.object({ platoId: id(restaurantAppMessages.dishNotFound) });
export const favouriteResponse = z.object({ success: z.literal(true), message: z.string(), favorite: z.boolean() });
export const favouritesResponse = z.object({ success: z.literal(true), data: z.array(dish) });
export const favouriteCheckParams = z.object({
  usuarioId: id(restaurantAppMessages.userNotFound),
  platoId: id(restaurantAppMessages.dishNotFound),
});
export const favouriteCheckResponse = z.object({ success: z.literal(true), favorite: z.boolean() });
export const popularQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
export const popularResponse = z.object({
  success: z.literal(true),
  data: z.array(dish.extend({ favorites: z.number().int().nonnegative() })),
});
