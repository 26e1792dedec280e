/**
 * Topics are `<service>.<aggregate>`, keyed by aggregate id so one entity's events keep their order.
 * Each consumer group `<service>.<purpose>` has a dead-letter topic `<group>.dlt`.
 */
export const topics = {
  identityUser: 'identity.user',
  catalogProduct: 'catalog.product',
  billingOrder: 'billing.order',
  billingPayment: 'billing.payment',
  billingSubscription: 'billing.subscription',
  invoicingInvoice: 'invoicing.invoice',
  invoicingPosDocument: 'invoicing.pos_document',
  restaurantOrder: 'restaurant.order',
  restaurantCheck: 'restaurant.check',
  restaurantPayment: 'restaurant.payment',
  restaurantShift: 'restaurant.shift',
  restaurantStock: 'restaurant.stock',
  analyticsTracked: 'analytics.tracked',
  identityAudit: 'identity.audit',
  billingAudit: 'billing.audit',
  catalogAudit: 'catalog.audit',
  invoicingAudit: 'invoicing.audit',
  analyticsAudit: 'analytics.audit',
  restaurantAudit: 'restaurant.audit',
} as const;

export type Topic = (typeof topics)[keyof typeof topics];

export const deadLetterTopic = (group: string): string => `${group}.dlt`;
