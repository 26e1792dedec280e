import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { topics } from '../topics.js';

const order = {
  orderId: z.uuid(),
  /** The restaurant: its subscription's id. */
  restaurantId: z.uuid(),
  tableId: z.uuid().nullable(),
  total: z.number().int().nonnegative(),
};

/** An order was taken (checkout of a staff member's cart). */
export const restaurantOrderCreated = defineEvent({
  type: 'restaurant.order.created',
  version: 1,
  topic: topics.restaurantOrder,
  payload: z.object({
    ...order,
    number: z.number().int().positive(),
    takeaway: z.boolean(),
    items: z.array(z.object({ dishId: z.uuid().nullable(), name: z.string(), quantity: z.number().int().positive(), unitPrice: z.number().int().nonnegative() })),
    createdBy: z.uuid(),
    createdAt: z.iso.datetime(),
  }),
});

/** An order moved (cancellation and payment included), by whom and when. */
export const restaurantOrderStatusChanged = defineEvent({
  type: 'restaurant.order.status_changed',
  version: 1,
  topic: topics.restaurantOrder,
  payload: z.object({ ...order, from: z.string(), to: z.string(), changedBy: z.uuid(), changedAt: z.iso.datetime() }),
});

/** An order was paid: its revenue counts from now. */
export const restaurantOrderPaid = defineEvent({
  type: 'restaurant.order.paid',
  version: 1,
  topic: topics.restaurantOrder,
  payload: z.object({ ...order, paidBy: z.uuid(), paidAt: z.iso.datetime() }),
});
