import { z } from 'zod';
import { sharedApp } from './restaurant.js';
import { billingCycles, planType } from '../domain/plans.js';
import { sessionUser } from './identity.js';

/** Statuses in which someone still holds a product: it must not change or disappear from under them. */
export const liveSubscriptionStatuses = ['pending_payment', 'active', 'grace'] as const;
/** A live subscription as the store's administrators are shown it before a change that reaches its holder: no customer data. */
export const liveSubscription = z.object({
  id: z.uuid(),
  plan_type: planType,
  status: z.enum(liveSubscriptionStatuses),
  expires_at: z.string(),
});
export type LiveSubscription = z.infer<typeof liveSubscription>;
/** At most this many are listed; `count` says how many there are. */
export const liveSubscriptionsListed = 50;

const holders = z.number().int().nonnegative();
/** Billing's answer to "does anyone still hold this product?": how many, on each plan, and the soonest to expire first. */
export const activeSubscriptionsResponse = z.object({
  success: z.literal(true),
  count: holders,
  plans: z.object({ estandar: holders, pro: holders, gold: holders }),
  subscriptions: z.array(liveSubscription).max(liveSubscriptionsListed),
});
export type LiveSubscriptions = Omit<z.infer<typeof activeSubscriptionsResponse>, 'success'>;

export const billingCycleField = z.enum(billingCycles, 'Ciclo de facturación inválido: usa monthly o annual');
const planField = z.enum(planType.options, 'Plan inválido: usa estandar, pro o gold');
const productField = z.uuid('Producto inválido');

/** Renewals: 1 to 12 months, billed monthly (spec 2 §2.3, §5). */
export const renewalMonths = { min: 1, max: 12 } as const;
/** Spec 2 §9: a licence assigned by an administrator lasts 12 months, pending payment. */
export const adminLicenceMonths = 12;
/** Spec 2 §4: the grace period after expiry, during which the app still opens. */
export const graceDays = 15;
/** Spec 2 §2.7, §9: the admin payments list asks for at most this many. */
export const adminPaymentsLimit = 500;
/** A cart is a handful of lines; a bigger body is not a customer's. */
export const maxOrderLines = 20;
export const maxLineQuantity = 12;

/** Spec 1 §3 "Order line for checkout". The price is the catalogue's; `unit_price` is what the buyer saw. */
export const orderLineRequest = z.object({
  product_id: productField,
  plan_type: planField,
  billing_cycle: billingCycleField.default('monthly'),
  quantity: z.number().int('Cantidad inválida').min(1, 'Cantidad inválida').max(maxLineQuantity, 'Cantidad inválida').default(1),
  unit_price: z.number().int().nonnegative().optional(),
});
export type OrderLineRequest = z.infer<typeof orderLineRequest>;

/** POST /auth/purchase/checkout */
export const checkoutRequest = z.object({
  items: z.array(orderLineRequest).min(1, 'El carrito está vacío').max(maxOrderLines, 'Demasiadas líneas en el carrito'),
  notes: z.string().max(500).optional(),
});

/** POST /auth/purchase and POST /auth/payments/wompi/init-checkout: buy one plan now. */
export const purchaseRequest = z.object({
  product_id: productField,
  plan_type: planField,
  billing_cycle: billingCycleField.default('monthly'),
});

export const orderLine = z.object({
  product_id: z.uuid(),
  product_name: z.string(),
  plan_type: planType,
  billing_cycle: z.enum(billingCycles),
  months: z.number().int().positive(),
  quantity: z.number().int().positive(),
  /** Integer pesos. */
  unit_price: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});

export const order = z.object({
  id: z.uuid(),
  kind: z.enum(['purchase', 'renewal']),
  status: z.enum(['pending', 'paid']),
  /** Integer pesos. */
  total: z.number().int().nonnegative(),
  lines: z.array(orderLine),
  created_at: z.string(),
});
export type Order = z.infer<typeof order>;

export const orderResponse = z.object({ success: z.literal(true), order });

/** POST /auth/payments/wompi/init */
export const initPaymentRequest = z.object({ order_id: z.uuid('Orden inválida') });

/** POST /auth/payments/wompi/init-renewal (spec 2 §7.3). Without subscription_id: the caller's only live one. */
export const initRenewalRequest = z.object({
  subscription_id: z.uuid('Suscripción inválida').optional(),
  plan_type: planField,
  billing_cycle: z.literal('monthly', 'La renovación se factura mensualmente').default('monthly'),
  months: z
    .number('Meses inválidos: de 1 a 12')
    .int('Meses inválidos: de 1 a 12')
    .min(renewalMonths.min, 'Meses inválidos: de 1 a 12')
    .max(renewalMonths.max, 'Meses inválidos: de 1 a 12'),
});

/**
 * GET /auth/subscriptions/{id}/renewal-quote?plan_type=&months= : what a renewal will cost, before paying.
 * An upgrade starts a new period today, so the unused days of the current plan are credited (integer pesos).
 */
export const renewalQuoteQuery = z.object({
  plan_type: planField,
  months: z.coerce
    .number('Meses inválidos: de 1 a 12')
    .int('Meses inválidos: de 1 a 12')
    .min(renewalMonths.min, 'Meses inválidos: de 1 a 12')
    .max(renewalMonths.max, 'Meses inválidos: de 1 a 12'),
});
export const renewalQuote = z.object({
  subscription_id: z.uuid(),
  plan_type: planType,
  months: z.number().int(),
  /** Integer pesos: the new plan's monthly price, times months. */
  monthly_price: z.number().int().nonnegative(),
  subtotal: z.number().int().nonnegative(),
  /** Unused days of the current plan and their value, in integer pesos. */
  credit_days: z.number().int().nonnegative(),
  credit: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  /** When the paid renewal would end. */
  new_expiry_date: z.string(),
});
export type RenewalQuote = z.infer<typeof renewalQuote>;
export const renewalQuoteResponse = z.object({ success: z.literal(true), quote: renewalQuote });

/** Spec 1 §3 "Payment init response": what the browser hands to Wompi's widget. */
export const paymentInitResponse = z.object({
  success: z.literal(true),
  publicKey: z.string(),
  signatureIntegrity: z.string(),
  currency: z.literal('COP'),
  amountInCents: z.number().int().positive(),
  reference: z.string(),
  redirectUrl: z.string(),
  customerData: z.object({ email: z.string(), fullName: z.string() }),
  /** Wompi's widget script; the browser adds a cache-busting timestamp. */
  widgetUrl: z.string(),
  order_id: z.uuid(),
});
export type PaymentInitResponse = z.infer<typeof paymentInitResponse>;

export const paymentStatuses = ['pending', 'paid', 'declined', 'voided', 'error'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const wompiStatuses = ['PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR'] as const;
export type WompiStatus = (typeof wompiStatuses)[number];

/** GET /auth/payments/result?transaction_id= or ?reference= */
export const paymentResultQuery = z
  .object({ transaction_id: z.string().min(1).max(100).optional(), reference: z.string().min(1).max(100).optional() })
  .refine((query) => Boolean(query.transaction_id) !== Boolean(query.reference), 'Indica transaction_id o reference');

export const invoiceSummary = z.object({
  isValid: z.boolean(),
  urls: z.object({ pdf: z.string().nullable() }),
  errors: z.array(z.string()),
  /** Beyond the spec's three fields (the store reads only those): how it ended, its number and CUFE when it has them. */
  status: z.enum(['issued', 'rejected', 'failed']).optional(),
  number: z.string().nullable().optional(),
  cufe: z.string().nullable().optional(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** invoicing's GET /invoices/by-payment/{paymentId}: the payment's user or an administrator; 404 until it is decided. */
export const invoiceByPaymentResponse = z.object({ success: z.literal(true), invoice: invoiceSummary });

/** Spec 1 §3 "Payment result". */
export const paymentResultResponse = z.object({
  success: z.literal(true),
  payment: z.object({
    id: z.uuid(),
    status: z.enum(paymentStatuses),
    wompi_status: z.enum(wompiStatuses).nullable(),
    reference: z.string(),
    wompi_transaction_id: z.string().nullable(),
    /** Integer pesos. */
    amount: z.number().int().nonnegative(),
    order: z.object({ id: z.uuid() }),
  }),
  /** Present once invoicing has tried to issue the DIAN invoice for this payment. */
  invoice: invoiceSummary.nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultResponse>;

/** GET /auth/payments (Admin, SuperAdmin). */
export const adminPaymentsQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(adminPaymentsLimit).default(adminPaymentsLimit),
});

/** Spec 2 §3 "Payment (admin list)". */
export const adminPayment = z.object({
  id: z.uuid(),
  created_at: z.string(),
  user_full_name: z.string(),
  user_email: z.string(),
  product_name: z.string(),
  product_category: z.string().nullable(),
  /** Integer pesos. */
  amount: z.number().int().nonnegative(),
  currency: z.literal('COP'),
  status: z.enum(paymentStatuses),
  wompi_status: z.enum(wompiStatuses).nullable(),
  wompi_reference: z.string(),
  wompi_transaction_id: z.string().nullable(),
  /** Through Wompi, or recorded by an administrator with the ways it came in (spec 2 §2.6). */
  method: z.enum(['wompi', 'manual']),
  manual_methods: z.array(z.enum(['transfer', 'card', 'cash'])),
});
export const adminPaymentsResponse = z.object({ success: z.literal(true), payments: z.array(adminPayment) });

/** POST /auth/payments/{paymentId}/refund (Admin, SuperAdmin): the money went back to the customer. */
export const paymentRefundMessages = {
  notPaid: 'Solo se puede reembolsar un pago aprobado',
  refunded: 'Pago reembolsado: la membresía terminó y se emitirá la nota crédito de su factura',
} as const;
export const paymentRefundResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: z.object({ id: z.uuid(), status: z.enum(paymentStatuses) }),
});

export const subscriptionStatuses = ['pending_payment', 'active', 'grace', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** How a refusal names where a membership is ("esta está …"). */
const subscriptionStatusNames: Record<SubscriptionStatus, string> = {
  pending_payment: 'pendiente de pago',
  active: 'activa',
  grace: 'en periodo de gracia',
  expired: 'vencida',
  cancelled: 'cancelada',
};

/** PUT /subscriptions/{id}/status refused (409): only a payment activates, only an active membership is deactivated. */
export const membershipStatusMessages = {
  activationNeedsPayment: (status: SubscriptionStatus) =>
    `Una membresía solo se activa con un pago (con tarjeta o registrado con 'Tomar pago'); esta está ${subscriptionStatusNames[status]}`,
  deactivationNeedsActive: (status: SubscriptionStatus) =>
    `Solo se puede desactivar una membresía activa; esta está ${subscriptionStatusNames[status]}`,
} as const;

/** Spec 2 §3 "Subscription", with both id spellings the screens read. */
export const subscription = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  subscription_id: z.uuid(),
  user_id: z.uuid(),
  product_id: z.uuid(),
  /** `slug` tells the restaurant software (restaurantProductSlug) from the other products. */
  product: z.object({ name: z.string(), slug: z.string().nullable(), category: z.string().nullable() }),
  product_name: z.string(),
  plan_type: planType,
  subscription_date: z.string(),
  expiry_date: z.string(),
  /** expiry + 15 days: when the app stops opening (spec 2 §4). */
  suspension_date: z.string(),
  status: z.enum(subscriptionStatuses),
  /** Active or in grace: the app opens. */
  is_active: z.boolean(),
  /** Integer pesos paid over the subscription's life. */
  amount_paid: z.number().int().nonnegative(),
});
export type Subscription = z.infer<typeof subscription>;
export const subscriptionsResponse = z.object({ success: z.literal(true), subscriptions: z.array(subscription) });
export const subscriptionResponse = z.object({ success: z.literal(true), message: z.string(), subscription });

export const subscriptionIdParams = z.object({ id: z.uuid('Suscripción inválida') });
export const licenceUserParams = z.object({ userId: z.uuid('Usuario no encontrado') });

/** GET /auth/subscriptions (admin): optional filters. */
export const subscriptionsQuery = z.object({
  user_id: z.uuid('Usuario inválido').optional(),
  /** Several users at once (a page of the admin list), comma-separated. */
  user_ids: z
    .string()
    .max(100 * 37)
    .transform((ids) => ids.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('Usuario inválido')).max(100))
    .optional(),
  status: z.enum(subscriptionStatuses).optional(),
});

/** PUT /auth/subscriptions/{id}/status (spec 2 §4: deactivation sets cancelled). */
export const subscriptionStatusRequest = z.object({
  status: z.enum(['active', 'cancelled'], 'Estado inválido: usa active o cancelled'),
});

/** POST /auth/users/{userId}/subscriptions: a licence assigned by an administrator, pending payment. */
export const assignLicenceRequest = z.object({
  product_id: productField,
  plan_type: planField,
  duration_months: z.number().int().min(1).max(36).default(adminLicenceMonths),
});

/**
 * GET /auth/dashboard/client (spec 2 §7.1): the user with their subscriptions and shared apps in one answer.
 * A part whose service did not answer is empty and named in `unavailable`, so the page can say so.
 */
export const clientDashboardResponse = z.object({
  success: z.literal(true),
  user: sessionUser.extend({ subscriptions: z.array(subscription), shared_apps: z.array(sharedApp) }),
  unavailable: z.array(z.enum(['subscriptions', 'shared_apps'])),
});

/** Spec 2 §2.6: the banks a transfer can come from. */
export const manualPaymentBanks = ['bancolombia', 'banco-bogota', 'davivienda', 'banco-occidente', 'nequi'] as const;
export const manualPaymentMethodTypes = ['transfer', 'card', 'cash', 'pse'] as const;
export type ManualPaymentMethodType = (typeof manualPaymentMethodTypes)[number];

/** Spec 2 §5 (payment dialog): the texts the dialog shows, which billing answers too. */
export const manualPaymentMessages = {
  noMethod: 'Seleccione al menos un método de pago',
  totalMismatch: 'El total no coincide con el monto a pagar',
  cardIncomplete: 'Complete todos los campos de tarjeta',
  transferIncomplete: 'Indique el banco y la referencia de la transferencia',
  pseUnavailable: 'PSE está en desarrollo',
  notPending: 'Solo se puede registrar el pago de una membresía pendiente de pago',
  recorded: 'Pago registrado',
  receiptMissing: 'El comprobante no existe: súbelo de nuevo',
  /** The member's invoicing profile is not ready, so DIAN's invoice could not be issued: the admin may complete it. */
  buyerProfileIncomplete: (fields: string) =>
    `El perfil de Facturación Electrónica del cliente está incompleto (falta: ${fields}). ` +
    "Complétalo con 'Completar perfil FE' y registra el pago de nuevo.",
} as const;

/**
 * One way the amount came in. A card payment keeps only its last four digits and the holder: the dialog asks for
 * the whole card to check it, and never sends the number, the expiry or the CVV.
 */
const manualPaymentMethod = z.object({
  type: z.enum(manualPaymentMethodTypes, 'Método de pago inválido'),
  /** Integer pesos. */
  amount: z.number().int().min(0).max(1_000_000_000),
  bank: z.enum(manualPaymentBanks, 'Banco inválido').optional(),
  reference: z.string().trim().max(100).optional(),
  /** `receipt_key` from POST /auth/manual-payments/receipts. */
  receipt_key: z
    .string()
    .max(200)
    .regex(/^receipts\/[0-9a-f]{16}\.[a-z]+$/, 'Comprobante inválido')
    .optional(),
  card_last4: z
    .string()
    .regex(/^\d{4}$/, manualPaymentMessages.cardIncomplete)
    .optional(),
  card_holder: z.string().trim().max(120).optional(),
});
export type ManualPaymentMethod = z.infer<typeof manualPaymentMethod>;

/** POST /auth/subscriptions/{id}/manual-payments: the pending membership paid by hand. */
export const manualPaymentRequest = z.object({
  /** One per dialog opening: a second submit of the same payment records nothing new. */
  idempotency_key: z.uuid('Clave de idempotencia inválida'),
  methods: z.array(manualPaymentMethod).max(10),
});
export type ManualPaymentRequest = z.infer<typeof manualPaymentRequest>;

/** What a membership waiting for payment costs: its plan for its months (12 months at the annual price). */
export const amountDueResponse = z.object({ success: z.literal(true), subscription_id: z.uuid(), amount: z.number().int().positive() });

export const manualPaymentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: z.object({ id: z.uuid(), reference: z.string(), amount: z.number().int().positive(), status: z.enum(paymentStatuses) }),
});

export const receiptUploadResponse = z.object({ success: z.literal(true), receipt_key: z.string() });
