import {
  chargeCheckRequest,
  checkIdParams,
  checkResponse,
  checksQuery,
  checksResponse,
  preBillResponse,
  splitCheckRequest,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayRoutes } from './relay.js';

const check = { 'params.id': 'restaurant-check' } as const;

/** Issue 33: the table's check (cuenta) that gathers its rounds, its pre-bill, its charge and its split. */
export function restaurantChecksRoutes(app: App, restaurant: RestaurantClient): void {
  relayRoutes(app, restaurant, [
    {
      method: 'GET',
      url: '/restaurant/cuentas',
      summary: 'Cuentas del restaurante, las más recientes primero (filtros: status, table_id, order_id)',
      querystring: checksQuery,
      response: checksResponse,
    },
    {
      method: 'GET',
      url: '/restaurant/cuentas/:id',
      summary: 'Una cuenta con sus rondas, líneas, INC, pagos y propina',
      params: checkIdParams,
      response: checkResponse,
      owns: check,
    },
    {
      method: 'GET',
      url: '/restaurant/cuentas/:id/precuenta',
      summary: 'Pre-cuenta: líneas, subtotal, INC incluido y desglosado, propina sugerida (voluntaria) y total con y sin ella',
      params: checkIdParams,
      response: preBillResponse,
      owns: check,
    },
    {
      method: 'POST',
      url: '/restaurant/cuentas/:id/cobrar',
      summary:
        'Cobrar la cuenta: efectivo (con cambio), tarjeta, Nequi, Daviplata, transferencia o una mezcla, y la propina aceptada; ' +
        'una sola vez por clave de cobro (409 si otro dispositivo ya la cobró)',
      params: checkIdParams,
      body: chargeCheckRequest,
      response: checkResponse,
      owns: check,
    },
    {
      method: 'POST',
      url: '/restaurant/cuentas/:id/dividir',
      summary: 'Dividir la cuenta por consumos: las líneas elegidas pasan a una cuenta nueva de la misma mesa (la respuesta)',
      params: checkIdParams,
      body: splitCheckRequest,
      response: checkResponse,
      owns: check,
    },
  ]);
}
