import {
  adjustCheckRequest,
  chargeCheckRequest,
  checkIdParams,
  checkResponse,
  checksQuery,
  checksResponse,
  mergeChecksRequest,
  moveLinesRequest,
  moveTableRequest,
  preBillResponse,
  receiptQuery,
  receiptResponse,
  refundCheckRequest,
  sendReceiptRequest,
  sendReceiptResponse,
  splitCheckRequest,
  splitPartsRequest,
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
    {
      method: 'POST',
      url: '/restaurant/cuentas/:id/dividir-partes',
      summary: 'Dividir la cuenta en partes iguales (2 a 20), cada una se cobra por separado (409 si ya se cobró una parte)',
      params: checkIdParams,
      body: splitPartsRequest,
      response: checkResponse,
      owns: check,
    },
    // Issue 36: moving and merging tables; each move is recorded on the checks it touches (`moves`).
    {
      method: 'POST',
      url: '/restaurant/cuentas/:id/mover-mesa',
      summary: 'Cambiar de mesa: la cuenta abierta (y las divididas de ella) pasa a una mesa libre con sus rondas; la anterior queda libre',
      params: checkIdParams,
      body: moveTableRequest,
      response: checkResponse,
      owns: { ...check, 'body.table_id': 'restaurant-table' },
    },
    {
      method: 'POST',
      url: '/restaurant/cuentas/:id/unir',
      summary:
        'Unir mesas: las rondas de otra cuenta abierta pasan a esta, la otra queda unida y su mesa libre ' +
        '(409 si una está dividida en partes iguales)',
      params: checkIdParams,
      body: mergeChecksRequest,
      response: checkResponse,
      owns: { ...check, 'body.check_id': 'restaurant-check' },
    },
    {
      method: 'POST',
      url: '/restaurant/cuentas/:id/mover-lineas',
      summary: 'Pasar líneas de esta cuenta a otra cuenta abierta (de cualquier mesa); al menos una queda en esta',
      params: checkIdParams,
      body: moveLinesRequest,
      response: checkResponse,
      owns: { ...check, 'body.to_check_id': 'restaurant-check' },
    },
    {
      method: 'POST',
      url: '/restaurant/cuentas/:id/ajustes',
      summary:
        'Descuento (porcentaje o valor), cortesía o anulación de una línea o de la cuenta, con su motivo; un empleado necesita ' +
        'la autorización (usuario y contraseña) de un administrador del restaurante (403 sin ella, 429 tras varios intentos fallidos)',
      params: checkIdParams,
      body: adjustCheckRequest,
      response: checkResponse,
      owns: check,
      errors: [429],
    },
    {
      method: 'POST',
      url: '/restaurant/cuentas/:id/reembolsos',
      summary:
        'Reembolsar una cuenta cobrada, toda o algunas unidades de sus líneas, con el motivo (la DIAN recibe una nota de ajuste); un ' +
        'empleado necesita la autorización de un administrador (403 sin ella)',
      params: checkIdParams,
      body: refundCheckRequest,
      response: checkResponse,
      owns: check,
      errors: [429],
    },
    {
      method: 'GET',
      url: '/restaurant/cuentas/:id/recibo',
      summary:
        'Recibo de pago de una cuenta cobrada (o de una de sus partes: ?part=N): restaurante, NIT, líneas, INC, propina, pagos y cambio',
      params: checkIdParams,
      querystring: receiptQuery,
      response: receiptResponse,
      owns: check,
    },
    {
      method: 'POST',
      url: '/restaurant/cuentas/:id/recibo/enviar',
      summary: 'Enviar el recibo de pago al correo del cliente (queda en cola: 202)',
      params: checkIdParams,
      body: sendReceiptRequest,
      response: sendReceiptResponse,
      owns: check,
      success: 202,
    },
  ]);
}
