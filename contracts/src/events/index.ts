import type { EventDefinition } from '../envelope.js';
import {
  billingPaymentApproved,
  billingPaymentDeclined,
  billingPaymentRefunded,
  billingSubscriptionActivated,
  billingSubscriptionCancelled,
  billingSubscriptionExpired,
  billingSubscriptionExpiryApproached,
  billingSubscriptionGraceStarted,
  billingSubscriptionRenewed,
} from './billing.js';
import { analyticsTrackedRecorded } from './analytics.js';
import { auditRecorded } from './audit.js';
import { catalogProductDeleted, catalogProductUpserted } from './catalog.js';
import { identityUserDeleted, identityUserRegistered, identityUserSessionsRevoked, identityUserStatusChanged } from './identity.js';
import { invoicingInvoiceFailed, invoicingInvoiceIssued, invoicingPosDocumentUpdated } from './invoicing.js';
import {
  restaurantCheckCreated,
  restaurantCheckPaid,
  restaurantCheckRefunded,
  restaurantCheckUpdated,
  restaurantOrderCreated,
  restaurantOrderPaid,
  restaurantOrderStatusChanged,
  restaurantPaymentRecorded,
  restaurantShiftClosed,
  restaurantShiftMovementRecorded,
  restaurantShiftOpened,
  restaurantStockRanLow,
} from './restaurant.js';

export * from './analytics.js';
export * from './audit.js';
export * from './billing.js';
export * from './catalog.js';
export * from './identity.js';
export * from './invoicing.js';
export * from './restaurant.js';

/** Every integration event the platform publishes, by wire type. */
export const allEvents: readonly EventDefinition[] = [
  catalogProductUpserted,
  catalogProductDeleted,
  billingPaymentApproved,
  billingPaymentDeclined,
  billingPaymentRefunded,
  billingSubscriptionActivated,
  billingSubscriptionRenewed,
  billingSubscriptionGraceStarted,
  billingSubscriptionExpiryApproached,
  billingSubscriptionExpired,
  billingSubscriptionCancelled,
  identityUserRegistered,
  identityUserDeleted,
  identityUserSessionsRevoked,
  identityUserStatusChanged,
  invoicingInvoiceIssued,
  invoicingInvoiceFailed,
  invoicingPosDocumentUpdated,
  restaurantOrderCreated,
  restaurantOrderStatusChanged,
  restaurantOrderPaid,
  restaurantCheckCreated,
  restaurantCheckUpdated,
  restaurantCheckPaid,
  restaurantCheckRefunded,
  restaurantPaymentRecorded,
  restaurantShiftOpened,
  restaurantShiftMovementRecorded,
  restaurantShiftClosed,
  restaurantStockRanLow,
  analyticsTrackedRecorded,
  ...Object.values(auditRecorded),
];
