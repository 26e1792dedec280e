import { z } from 'zod';
import { addToCartRequest, cartCheckoutRequest } from './restaurant-app.js';

/**
 * A floor that keeps working through a dropped connection (issue 36): the writes a device queues offline carry an
 * `Idempotency-Key` header (a UUID the device made), so sending them again when the connection returns changes nothing.
 */
export const restaurantOfflineMessages = {
  requestKeyInvalid: 'Clave de idempotencia inválida: el encabezado Idempotency-Key debe ser un UUID generado por el dispositivo',
  requestKeyReused: 'Esta clave de idempotencia ya se usó para otra solicitud: genera una nueva para cada acción distinta',
  roundLinesInvalid: 'Indica de 1 a 50 platos para el pedido',
} as const;

/** The header a queued write carries; the service keeps the first answer for each key of a restaurant. */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKey = z.uuid(restaurantOfflineMessages.requestKeyInvalid);

/**
 * POST /restaurant/pedidos: a round sent to the kitchen with its lines in the body (each shaped as a line added to the
 * cart), for a device that could not fill its cart on the server while offline. Otherwise as the cart's checkout.
 */
export const placeRoundRequest = cartCheckoutRequest.safeExtend({
  lines: z
    .array(addToCartRequest, restaurantOfflineMessages.roundLinesInvalid)
    .min(1, restaurantOfflineMessages.roundLinesInvalid)
    .max(50, restaurantOfflineMessages.roundLinesInvalid),
});
export type PlaceRoundRequest = z.infer<typeof placeRoundRequest>;
