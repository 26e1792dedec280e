import { z } from 'zod';
import { restaurantAppMessages, restaurantOrder, restaurantOrderResponse, restaurantText } from './restaurant-app.js';

/**
 * Preparation stations (issue 36): the restaurant's kitchen, bar, … Each menu category goes to one station (none
 * named: the default station, 'Cocina'); a round sent from the cart becomes one order (ticket) per station, and each
 * board shows one station or all.
 */
export const stationMessages = {
  stationNameInvalid: 'Nombre de estación inválido (1 a 40 caracteres, sin caracteres de control)',
  stationTaken: 'Ya existe una estación con ese nombre',
  stationNotFound: restaurantAppMessages.stationNotFound,
  nothingToRecall: 'No hay pedidos entregados para recuperar en esta estación',
} as const;

/** The station of a restaurant that has never named one: categories without a station go there. */
export const defaultStationName = 'Cocina';

export const station = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The station of the categories that name none. */
  is_default: z.boolean(),
  created_at: z.string(),
});
export type Station = z.infer<typeof station>;
/** GET /restaurant/estaciones: the default station first, then the others as they were created. */
export const stationsResponse = z.object({ success: z.literal(true), data: z.array(station) });
export const stationResponse = z.object({ success: z.literal(true), data: station });
/** POST /restaurant/estaciones and PUT /restaurant/estaciones/{id} (admin): the station's name. */
export const stationRequest = z.object({ name: restaurantText(40, stationMessages.stationNameInvalid) });
export type StationRequest = z.infer<typeof stationRequest>;
export const stationIdParams = z.object({ id: z.uuid(stationMessages.stationNotFound) });

/**
 * POST /restaurant/pedidos/recuperar ('Recuperar último'): the station's last delivered (entregado) order goes back to
 * listo; without `station_id`, the last one of any station.
 */
export const recallRequest = z.object({ station_id: z.uuid(stationMessages.stationNotFound).nullish() });
export type RecallRequest = z.infer<typeof recallRequest>;

/**
 * POST /restaurant/carrito/checkout: `data` is the round's first order, `orders` every order of the round, one per
 * station, each with its own number.
 */
export const checkoutResponse = restaurantOrderResponse.extend({ orders: z.array(restaurantOrder).min(1) });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;
