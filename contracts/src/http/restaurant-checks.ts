import { z } from 'zod';
import { checkAdjustment } from './restaurant-adjustments.js';
import { restaurantText } from './restaurant-app.js';
import { checkRefund, facturaBuyer, noSaleDocument, saleDocument } from './restaurant-sale-documents.js';

/**
 * The restaurant's bill (issue 33): one open check (cuenta) per table or takeaway order that gathers every round sent
 * to the kitchen, its pre-bill (pre-cuenta) and its charge (cobro). Money is integer pesos (COP).
 */
export const restaurantCheckMessages = {
  checkNotFound: 'Cuenta no encontrada',
  checkClosed: 'Esta cuenta ya fue cobrada y está cerrada: solo se puede consultar',
  checkAlreadyPaid: 'Esta cuenta ya fue cobrada (otro dispositivo o un toque repetido la cerró): actualiza para ver el cobro registrado',
  checkEmpty: 'La cuenta no tiene consumos por cobrar',
  idempotencyKeyInvalid: 'Falta la clave de cobro (idempotency_key): de 8 a 100 letras, números, guiones o guiones bajos',
  idempotencyKeyReused: 'Esta clave de cobro ya se usó para otro cobro: genera una nueva para cada cobro distinto',
  paymentsInvalid: 'Indica de 1 a 10 pagos',
  paymentMethodInvalid: 'Medio de pago inválido: usa efectivo, tarjeta, nequi, daviplata o transferencia',
  amountInvalid: 'Valor inválido: un número entero de pesos mayor que 0 y hasta 100.000.000',
  cardTypeInvalid: 'Tipo de tarjeta inválido: débito o crédito',
  franchiseInvalid: 'Franquicia inválida: visa, mastercard, amex, diners u otra',
  lastFourInvalid: 'Últimos cuatro dígitos inválidos: exactamente 4 dígitos',
  approvalCodeInvalid: 'Código de aprobación inválido: de 4 a 12 letras o números',
  bankInvalid: 'Banco inválido (1 a 60 caracteres, sin caracteres de control)',
  referenceInvalid: 'Referencia inválida (hasta 60 caracteres, sin caracteres de control)',
  oneCashPayment: 'Registra el efectivo en un solo pago (el valor recibido)',
  tipInvalid: 'Propina inválida: un número entero de pesos, 0 si el cliente no la acepta',
  tipTooHigh:
    'La propina es voluntaria y no puede superar el 10 % del consumo antes del INC: máximo {max} en esta cuenta (Ley 1935 de 2018)',
  underpaid: 'Los pagos ({paid}) no cubren el total por cobrar ({due}): faltan {missing}',
  nonCashOverpaid:
    'Los pagos con tarjeta, Nequi, Daviplata o transferencia ({paid}) superan el total por cobrar ({due}): ' +
    'solo el efectivo puede exceder el total y da cambio',
  splitLinesInvalid: 'Líneas inválidas: elige de 1 a 200 líneas de esta cuenta, cada una una sola vez',
  splitNeedsRemainder: 'Deja al menos una línea en la cuenta original: para cobrarla toda no hace falta dividirla',
  tipPercentInvalid: 'Porcentaje de propina sugerida inválido: un entero de 0 a 10',
  partsInvalid: 'Número de partes inválido: un entero de 2 a 20',
  partInvalid: 'Parte inválida: indica el número de la parte que cobras (1 a 20)',
  partRequired: 'Esta cuenta está dividida en {parts} partes iguales: indica cuál parte cobras',
  partNotSplit: 'Esta cuenta no está dividida en partes iguales: cóbrala completa, sin indicar parte',
  partNotFound: 'Esta cuenta no tiene la parte {part}: está dividida en {parts} partes',
  partAlreadyPaid: 'La parte {part} de esta cuenta ya fue cobrada (otro dispositivo o un toque repetido): actualiza para ver el cobro',
  partsPaidAlready: 'Ya se cobró una parte de esta cuenta: no se puede volver a dividir',
  splitInParts: 'Esta cuenta está dividida en partes iguales: sus consumos ya no cambian (los nuevos pedidos de la mesa van a otra cuenta)',
  splitTooSmall: 'La cuenta ({total}) es muy pequeña para dividirla en {parts} partes: cada parte debe ser de al menos 1 peso',
  checkNotPaid: 'Esta cuenta aún no se ha cobrado: el recibo existe una vez cobrada (antes, muestra la pre-cuenta)',
  orderOnCheck: 'Este pedido es parte de una cuenta: se paga al cobrar la cuenta con "Cobrar", no pedido por pedido',
  businessNameInvalid: 'Nombre del restaurante inválido (1 a 120 caracteres, sin caracteres de control)',
  nitInvalid: 'NIT inválido: de 5 a 15 dígitos, con su dígito de verificación tras un guion si lo tiene (p. ej. 900123456-7)',
  addressInvalid: 'Dirección inválida (1 a 200 caracteres, sin caracteres de control)',
  checkMerged: 'Esta cuenta se unió a otra: sus consumos están ahora en esa cuenta',
  moveTableInvalid: 'Mesa inválida: elige la mesa a la que pasa la cuenta',
  moveTakeaway: 'Esta cuenta es para llevar: no tiene mesa que cambiar ni unir',
  moveSameTable: 'La cuenta ya está en la mesa {number}: elige otra mesa',
  tableNotFree: 'La mesa {number} no está libre (tiene una cuenta abierta o está ocupada): elige una mesa disponible o une las cuentas',
  otherCheckInvalid: 'Cuenta inválida: elige otra cuenta abierta de este restaurante',
  sameCheck: 'Elige otra cuenta: una cuenta no se une ni pasa líneas a sí misma',
} as const;
const m = restaurantCheckMessages;

const pesos = z.number().int().nonnegative();
const amount = z.number(m.amountInvalid).int(m.amountInvalid).min(1, m.amountInvalid).max(100_000_000, m.amountInvalid);
const reference = restaurantText(60, m.referenceInvalid, { min: 0 });

/** `unida`: merged into another check (`merged_into`), which took its rounds; read-only. */
export const checkStatuses = ['abierta', 'pagada', 'unida'] as const;
export type CheckStatus = (typeof checkStatuses)[number];
export const paymentMethods = ['efectivo', 'tarjeta', 'nequi', 'daviplata', 'transferencia'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const cardFranchises = ['visa', 'mastercard', 'amex', 'diners', 'otra'] as const;

/** One payment of a charge: cash says what the diner handed over (`received`), every other method what it pays. */
export const paymentRequest = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('efectivo'), received: amount }),
    z.object({
      method: z.literal('tarjeta'),
      amount,
      card_type: z.enum(['debito', 'credito'], m.cardTypeInvalid),
      franchise: z.enum(cardFranchises, m.franchiseInvalid),
      last_four: z.string(m.lastFourInvalid).regex(/^\d{4}$/, m.lastFourInvalid),
      approval_code: z.string(m.approvalCodeInvalid).regex(/^[A-Za-z0-9]{4,12}$/, m.approvalCodeInvalid),
    }),
    z.object({ method: z.literal('nequi'), amount, reference: reference.default('') }),
    z.object({ method: z.literal('daviplata'), amount, reference: reference.default('') }),
    z.object({
      method: z.literal('transferencia'),
      amount,
      bank: restaurantText(60, m.bankInvalid),
      reference: restaurantText(60, m.referenceInvalid),
    }),
  ],
  { error: m.paymentMethodInvalid },
);
export type PaymentRequest = z.infer<typeof paymentRequest>;

/**
 * POST /restaurant/cuentas/{id}/cobrar. `idempotency_key`: one per charge the device means (a retry or a double tap
 * sends the same one and gets the same answer). `tip`: what the diner accepted, 0 when they declined it.
 */
export const chargeCheckRequest = z.object({
  idempotency_key: z.string(m.idempotencyKeyInvalid).regex(/^[A-Za-z0-9_-]{8,100}$/, m.idempotencyKeyInvalid),
  payments: z.array(paymentRequest, m.paymentsInvalid).min(1, m.paymentsInvalid).max(10, m.paymentsInvalid),
  tip: z.number(m.tipInvalid).int(m.tipInvalid).min(0, m.tipInvalid).max(10_000_000, m.tipInvalid).default(0),
  /** For a check split in equal parts: the part this charge pays (1..N), with its own payments and tip. */
  part: z.number(m.partInvalid).int(m.partInvalid).min(1, m.partInvalid).max(20, m.partInvalid).optional(),
  /**
   * The diner asks for a factura electrónica in their name (a type-1 invoice instead of the POS document); absent:
   * consumidor final. On a check in parts, the charge that pays the last part decides it.
   */
  factura: facturaBuyer.optional(),
});
export type ChargeCheckRequest = z.infer<typeof chargeCheckRequest>;

/** A line of the bill: INC is included in the price and broken out (`inc_base` + `inc_amount` = `line_total`). */
export const checkLine = z.object({
  order_id: z.uuid(),
  /** The line's place in its order: with `order_id`, what names it (to move it to another check). */
  position: z.number().int().positive(),
  dish_id: z.uuid().nullable(),
  name: z.string(),
  unit_price: pesos,
  quantity: z.number().int().positive(),
  line_total: pesos,
  inc_base: pesos,
  inc_amount: pesos,
  /**
   * What discounts took off this line (its own and its share of the check's): `line_total` = `unit_price` × `quantity`
   * − `discount`. A courtesy's or a void's line stays listed as such, with `line_total` 0.
   */
  discount: pesos.default(0),
  courtesy: z.boolean().default(false),
  voided: z.boolean().default(false),
});
export type CheckLine = z.infer<typeof checkLine>;

/** The pre-bill (pre-cuenta) the diner is shown before paying. */
export const preBill = z.object({
  lines: z.array(checkLine),
  /** The consumption before INC: the sum of the lines' INC bases. */
  subtotal: pesos,
  inc_responsible: z.boolean(),
  /** 8 for a restaurant responsible for the INC, 0 otherwise. */
  inc_percent: z.number().int(),
  inc: pesos,
  /** What the menu prices add up to (INC included), after discounts, courtesies and voids. */
  total: pesos,
  suggested_tip_percent: z.number().int().min(0).max(10),
  suggested_tip: pesos,
  /** The most the diner may leave: 10 % of the subtotal. */
  max_tip: pesos,
  total_with_suggested_tip: pesos,
  /** Discounts taken off the bill (lines' and the whole check's), in pesos; courtesies and voids are not in it. */
  discount: pesos.default(0),
});
export type PreBill = z.infer<typeof preBill>;

export const checkPayment = z.object({
  id: z.uuid(),
  method: z.enum(paymentMethods),
  /** What this payment settles of the check (for cash: received minus the change). */
  amount: pesos,
  received: pesos.nullable(),
  change: pesos,
  card_type: z.enum(['debito', 'credito']).nullable(),
  franchise: z.string().nullable(),
  last_four: z.string().nullable(),
  approval_code: z.string().nullable(),
  bank: z.string().nullable(),
  reference: z.string().nullable(),
  created_at: z.string(),
  /** The equal part (1..N) this payment paid; null when the check was charged whole. */
  part: z.number().int().positive().nullable(),
});

/**
 * One equal part of a check split in N (POST …/dividir-partes): the check's total divided in integer pesos, the
 * remainder spread one peso each over the first parts, so the parts add up to the total exactly. Each is charged on
 * its own, with its own tip: at most the check's `max_tip` × `amount` / `total`, rounded down (`max_tip`).
 */
export const checkPart = z.object({
  number: z.number().int().positive(),
  amount: pesos,
  max_tip: pesos,
  paid: z.boolean(),
  tip: pesos,
  change: pesos,
  paid_at: z.string().nullable(),
  paid_by: z.uuid().nullable(),
});
export type CheckPart = z.infer<typeof checkPart>;

/** A move that touched a check (issue 36): it changed table, two checks were merged, or lines moved between checks. */
export const checkMove = z.object({
  kind: z.enum(['mesa_cambiada', 'cuentas_unidas', 'lineas_movidas']),
  /** The check that moved, took the other's rounds (merge) or gave the lines. */
  check_id: z.uuid(),
  /** The check merged into `check_id`, or the one the lines went to; null for a table change. */
  other_check_id: z.uuid().nullable(),
  from_table_number: z.number().int().nullable(),
  to_table_number: z.number().int().nullable(),
  /** How many lines moved (`lineas_movidas`); 0 otherwise. */
  lines: z.number().int().nonnegative(),
  moved_by: z.uuid(),
  moved_at: z.string(),
});
export type CheckMove = z.infer<typeof checkMove>;

export const restaurantCheck = z.object({
  id: z.uuid(),
  status: z.enum(checkStatuses),
  table_id: z.uuid().nullable(),
  table_number: z.number().int().nullable(),
  takeaway: z.boolean(),
  /** The check this one was split from (by items), if any. */
  split_from: z.uuid().nullable(),
  /** The waiter who opened the check (served the table): the tip is theirs. */
  waiter_id: z.uuid(),
  /** The rounds sent to the kitchen, oldest first: each is an order (a kitchen ticket). */
  order_ids: z.array(z.uuid()),
  bill: preBill,
  /** Once charged: the tip accepted, the change given, the payments and who charged it when. */
  tip: pesos,
  change: pesos,
  payments: z.array(checkPayment),
  opened_at: z.string(),
  paid_at: z.string().nullable(),
  paid_by: z.uuid().nullable(),
  /**
   * Empty unless the check is split in equal parts. Once split its lines and bill are fixed (the table's next rounds
   * open another check); the check is paid when its last part is.
   */
  parts: z.array(checkPart),
  /** Discounts, courtesies and voids made on the check, oldest first (POST …/ajustes). */
  adjustments: z.array(checkAdjustment).default([]),
  /** The diner who asked for a factura electrónica when paying; null: consumidor final. */
  factura: facturaBuyer.nullable().default(null),
  /** The sale's DIAN document (a paid check's; `no_aplica` while open or on a plan without electronic invoicing). */
  electronic_document: saleDocument.default(noSaleDocument),
  /** Refunds of the paid check's lines, oldest first (POST …/reembolsos), each with its nota de ajuste. */
  refunds: z.array(checkRefund).default([]),
  /** The check that took this one's rounds when it was merged (status `unida`); null otherwise. */
  merged_into: z.uuid().nullable().default(null),
  /** Table changes, merges and lines moved that touched the check, oldest first. */
  moves: z.array(checkMove).default([]),
});
export type RestaurantCheck = z.infer<typeof restaurantCheck>;

export const checkIdParams = z.object({ id: z.uuid(m.checkNotFound) });
/** GET /restaurant/cuentas: the newest first; by status, table or one of its rounds (orders). */
export const checksQuery = z.object({
  status: z.enum(checkStatuses).optional(),
  table_id: z.uuid(m.checkNotFound).optional(),
  order_id: z.uuid(m.checkNotFound).optional(),
});
export const checkResponse = z.object({ success: z.literal(true), data: restaurantCheck });
export const checksResponse = z.object({ success: z.literal(true), data: z.array(restaurantCheck) });
export const preBillResponse = z.object({ success: z.literal(true), data: preBill });

/** POST /restaurant/cuentas/{id}/dividir: these lines move, whole, to a new check of the same table (answered). */
export const splitCheckRequest = z.object({
  lines: z
    .array(z.object({ order_id: z.uuid(m.splitLinesInvalid), position: z.number(m.splitLinesInvalid).int().positive() }), {
      error: m.splitLinesInvalid,
    })
    .min(1, m.splitLinesInvalid)
    .max(200, m.splitLinesInvalid)
    .refine((lines) => new Set(lines.map((line) => `${line.order_id}/${line.position}`)).size === lines.length, m.splitLinesInvalid),
});
export type SplitCheckRequest = z.infer<typeof splitCheckRequest>;

const splitLines = splitCheckRequest.shape.lines;

/** POST /restaurant/cuentas/{id}/mover-mesa: the open check (and the table's other open checks) go to a free table. */
export const moveTableRequest = z.object({ table_id: z.uuid(m.moveTableInvalid) }, { error: m.moveTableInvalid });

/** POST /restaurant/cuentas/{id}/unir: the other open check's rounds join this one, which is answered. */
export const mergeChecksRequest = z.object({ check_id: z.uuid(m.otherCheckInvalid) }, { error: m.otherCheckInvalid });
export type MergeChecksRequest = z.infer<typeof mergeChecksRequest>;

/** POST /restaurant/cuentas/{id}/mover-lineas: these lines move, whole, to another open check (this one is answered). */
export const moveLinesRequest = z.object({ to_check_id: z.uuid(m.otherCheckInvalid), lines: splitLines }, { error: m.otherCheckInvalid });
export type MoveLinesRequest = z.infer<typeof moveLinesRequest>;

/**
 * POST /restaurant/cuentas/{id}/dividir-partes: the check's total in N equal parts (2..20), answered with `parts[]`.
 * While no part is paid it may be split again in another N; after that, 409.
 */
export const splitPartsRequest = z.object({
  parts: z.number(m.partsInvalid).int(m.partsInvalid).min(2, m.partsInvalid).max(20, m.partsInvalid),
});
export type SplitPartsRequest = z.infer<typeof splitPartsRequest>;

/**
 * The restaurant's billing settings: INC responsibility, the suggested tip (Ley 1935: at most 10 %) and the business
 * data the receipt's header shows (null until set).
 */
export const billingSettings = z.object({
  inc_responsible: z.boolean(),
  suggested_tip_percent: z.number().int().min(0).max(10),
  business_name: z.string().nullable(),
  nit: z.string().nullable(),
  address: z.string().nullable(),
});
export type BillingSettings = z.infer<typeof billingSettings>;
export const billingSettingsRequest = z.object({
  business_name: restaurantText(120, m.businessNameInvalid).optional(),
  nit: z
    .string(m.nitInvalid)
    .trim()
    .regex(/^\d{5,15}(-\d)?$/, m.nitInvalid)
    .optional(),
  address: restaurantText(200, m.addressInvalid).optional(),
  inc_responsible: z.boolean().optional(),
  suggested_tip_percent: z
    .number(m.tipPercentInvalid)
    .int(m.tipPercentInvalid)
    .min(0, m.tipPercentInvalid)
    .max(10, m.tipPercentInvalid)
    .optional(),
});
export const billingSettingsResponse = z.object({ success: z.literal(true), data: billingSettings });
