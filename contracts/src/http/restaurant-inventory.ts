import { z } from 'zod';
import { restaurantText } from './restaurant-text.js';

/**
 * Inventory with recipes (issue 37 item 1, `manejo_inventario`, every plan). Every quantity is an integer of the
 * supply's base unit (grams, millilitres or units). A cost is exact too: `cost` whole pesos for `cost_quantity` base
 * units (12.000 for 1000 g, 15.000 for 30 unidades), since a cost per gram is seldom a whole peso; a dish's cost adds
 * its supplies' shares exactly and rounds once, to the peso.
 */
export const inventoryMessages = {
  supplyNameInvalid: 'Nombre de insumo inválido (1 a 60 caracteres, sin caracteres de control)',
  supplyUnitInvalid: "Unidad inválida: usa 'g', 'ml' o 'unidad'",
  supplyCostInvalid: 'Costo inválido: pesos enteros de 0 a 100.000.000 por una cantidad entera de 1 a 1.000.000 de la unidad base',
  lowStockInvalid: 'Mínimo de existencias inválido: un entero de 0 a 1.000.000.000 de la unidad base',
  quantityInvalid: 'Cantidad inválida: un entero de la unidad base, de 1 a 1.000.000.000',
  countInvalid: 'Conteo inválido: un entero de 0 a 1.000.000.000 de la unidad base por insumo, cada insumo una vez',
  adjustmentInvalid: 'Ajuste inválido: un entero distinto de 0, de -1.000.000.000 a 1.000.000.000 de la unidad base',
  moveReasonInvalid: "Motivo inválido: usa 'compra', 'merma' o 'ajuste'",
  noteInvalid: 'Nota inválida (hasta 200 caracteres, sin caracteres de control)',
  recipeInvalid: 'Receta inválida: hasta 30 insumos, cada uno una vez, con una cantidad entera de 1 a 1.000.000 por porción',
  supplyNotFound: 'Insumo no encontrado',
  supplyTaken: 'Ya existe un insumo con ese nombre',
  dishNotFound: 'Plato no encontrado',
  optionNotFound: 'Esa opción no es del plato',
  optionRecipesInvalid: 'Recetas de opciones inválidas: cada opción del plato una vez, con hasta 30 insumos',
  settingsInvalid: "Ajustes de inventario inválidos: 'hide_unmakeable' es verdadero o falso",
} as const;

export const supplyUnits = ['g', 'ml', 'unidad'] as const;
export type SupplyUnit = (typeof supplyUnits)[number];
/** Why the stock moved: a round sent (venta), a round cancelled or a line voided (anulacion), or a person's record. */
export const stockMoveReasons = ['venta', 'anulacion', 'compra', 'merma', 'ajuste', 'conteo'] as const;
export type StockMoveReason = (typeof stockMoveReasons)[number];

const maxStock = 1_000_000_000;
const baseUnits = (message: string, min: number, max = maxStock) => z.int(message).min(min, message).max(max, message);

export const supply = z.object({
  id: z.uuid(),
  name: z.string(),
  unit: z.enum(supplyUnits),
  cost: z.int(),
  cost_quantity: z.int(),
  /** Base units in stock now; below 0 when more was sold than was recorded (a sale is never refused for stock). */
  stock: z.int(),
  low_stock: z.int(),
  /** At or under its threshold: the app's alert. */
  low: z.boolean(),
});
export type Supply = z.infer<typeof supply>;
export const suppliesResponse = z.object({ success: z.literal(true), data: z.array(supply) });
export const supplyResponse = z.object({ success: z.literal(true), data: supply });

const supplyFields = {
  name: restaurantText(60, inventoryMessages.supplyNameInvalid),
  cost: baseUnits(inventoryMessages.supplyCostInvalid, 0, 100_000_000),
  cost_quantity: baseUnits(inventoryMessages.supplyCostInvalid, 1, 1_000_000),
  low_stock: baseUnits(inventoryMessages.lowStockInvalid, 0),
};
/** POST /restaurant/inventario/insumos (admin): a supply, its stock at 0 until a purchase or a count. */
export const supplyRequest = z.object({ ...supplyFields, unit: z.enum(supplyUnits, inventoryMessages.supplyUnitInvalid) });
export type SupplyRequest = z.infer<typeof supplyRequest>;
/** PUT /restaurant/inventario/insumos/{id} (admin): its name, cost and threshold; the unit stays (the recipes count in it). */
export const supplyUpdateRequest = z.object(supplyFields);
export type SupplyUpdateRequest = z.infer<typeof supplyUpdateRequest>;
export const supplyIdParams = z.object({ id: z.uuid(inventoryMessages.supplyNotFound) });

export const recipeLine = z.object({
  supply_id: z.uuid(inventoryMessages.supplyNotFound),
  quantity: baseUnits(inventoryMessages.recipeInvalid, 1, 1_000_000),
});
const recipeLines = z
  .array(recipeLine, inventoryMessages.recipeInvalid)
  .max(30, inventoryMessages.recipeInvalid)
  .refine((lines) => new Set(lines.map((line) => line.supply_id)).size === lines.length, inventoryMessages.recipeInvalid);
/**
 * PUT /restaurant/inventario/recetas/{dishId} (admin): the whole recipe of one portion; an empty list removes it. With
 * `options`, the recipes of the dish's options too (what choosing one adds, such as '+huevo'), replacing all of them:
 * an option left out has none.
 */
export const recipeRequest = z.object({
  lines: recipeLines,
  options: z
    .array(z.object({ option_id: z.uuid(inventoryMessages.optionNotFound), lines: recipeLines }), inventoryMessages.optionRecipesInvalid)
    .max(200, inventoryMessages.optionRecipesInvalid)
    .refine((options) => new Set(options.map((one) => one.option_id)).size === options.length, inventoryMessages.optionRecipesInvalid)
    .optional(),
});
export type RecipeRequest = z.infer<typeof recipeRequest>;
export const recipeParams = z.object({ dishId: z.uuid(inventoryMessages.dishNotFound) });
const costedLines = z.array(recipeLine.extend({ name: z.string(), unit: z.enum(supplyUnits), cost: z.int() }));
export const recipe = z.object({
  dish_id: z.uuid(),
  price: z.int(),
  lines: costedLines,
  /** What one portion costs in supplies, in pesos (rounded once), and what the price leaves. */
  cost: z.int(),
  margin: z.int(),
  /** The options of the dish that have a recipe: what choosing one takes besides the portion, and its cost. */
  options: z.array(z.object({ option_id: z.uuid(), lines: costedLines, cost: z.int() })),
});
export type Recipe = z.infer<typeof recipe>;
export const recipeResponse = z.object({ success: z.literal(true), data: recipe });

/**
 * POST /restaurant/inventario/movimientos (admin): a purchase (compra, adds), waste (merma, takes away) or an
 * adjustment (ajuste, signed), with a note; who made it is recorded.
 */
export const stockMoveRequest = z.discriminatedUnion(
  'reason',
  [
    z.object({
      reason: z.enum(['compra', 'merma']),
      supply_id: z.uuid(inventoryMessages.supplyNotFound),
      quantity: baseUnits(inventoryMessages.quantityInvalid, 1),
      note: restaurantText(200, inventoryMessages.noteInvalid, { min: 0 }).default(''),
    }),
    z.object({
      reason: z.literal('ajuste'),
      supply_id: z.uuid(inventoryMessages.supplyNotFound),
      quantity: baseUnits(inventoryMessages.adjustmentInvalid, -maxStock).refine(
        (value) => value !== 0,
        inventoryMessages.adjustmentInvalid,
      ),
      note: restaurantText(200, inventoryMessages.noteInvalid, { min: 0 }).default(''),
    }),
  ],
  { error: inventoryMessages.moveReasonInvalid },
);
export type StockMoveRequest = z.infer<typeof stockMoveRequest>;

export const stockMove = z.object({
  id: z.int(),
  supply_id: z.uuid(),
  supply_name: z.string(),
  delta: z.int(),
  reason: z.enum(stockMoveReasons),
  note: z.string(),
  created_by: z.uuid(),
  by_email: z.string(),
  order_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type StockMove = z.infer<typeof stockMove>;
export const stockMovesResponse = z.object({ success: z.literal(true), data: z.array(stockMove) });
/** GET /restaurant/inventario/movimientos: the latest 500, newest first, of one supply or all. */
export const stockMovesQuery = z.object({ supply_id: z.uuid(inventoryMessages.supplyNotFound).optional() });

/** POST /restaurant/inventario/conteo (admin): what was counted of each supply; its stock becomes that. */
export const stockCountRequest = z.object({
  counts: z
    .array(z.object({ supply_id: z.uuid(inventoryMessages.supplyNotFound), counted: baseUnits(inventoryMessages.countInvalid, 0) }), {
      error: inventoryMessages.countInvalid,
    })
    .min(1, inventoryMessages.countInvalid)
    .max(500, inventoryMessages.countInvalid)
    .refine((counts) => new Set(counts.map((count) => count.supply_id)).size === counts.length, inventoryMessages.countInvalid),
  note: restaurantText(200, inventoryMessages.noteInvalid, { min: 0 }).default(''),
});
export type StockCountRequest = z.infer<typeof stockCountRequest>;
/** One supply counted: what the records said, what was counted, and the difference (counted − expected). */
const countDifference = z.object({
  supply_id: z.uuid(),
  name: z.string(),
  expected: z.int(),
  counted: z.int(),
  difference: z.int(),
});
export type CountDifference = z.infer<typeof countDifference>;
export const stockCountResponse = z.object({ success: z.literal(true), data: z.array(countDifference) });

/**
 * GET|PUT /restaurant/inventario/ajustes (PUT: admin). `hide_unmakeable` ('Ocultar platos sin insumos', off by default):
 * a stock move that leaves a supply below what one portion of a dish needs makes the dish unavailable, and stock coming
 * back (a purchase, an adjustment, a count or a void) makes it available again, in the move's own transaction.
 */
export const inventorySettings = z.object({ hide_unmakeable: z.boolean(inventoryMessages.settingsInvalid) });
export type InventorySettings = z.infer<typeof inventorySettings>;
export const inventorySettingsResponse = z.object({ success: z.literal(true), data: inventorySettings });
