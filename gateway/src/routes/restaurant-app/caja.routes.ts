import {
  billingSettingsRequest,
  billingSettingsResponse,
  cashMovementRequest,
  cashShiftResponse,
  closeShiftRequest,
  currentShiftResponse,
  openShiftRequest,
  shiftsResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayRoutes } from './relay.js';

/** Issue 33: the cash register (caja): its shift, cash movements, the closing count and report, and billing settings. */
export function restaurantCajaRoutes(app: App, restaurant: RestaurantClient): void {
  relayRoutes(app, restaurant, [
    {
      method: 'GET',
      url: '/restaurant/caja/ajustes',
      summary: 'Ajustes de cobro: responsable del INC y porcentaje de propina sugerida',
      response: billingSettingsResponse,
    },
    {
      method: 'PUT',
      url: '/restaurant/caja/ajustes',
      summary: 'Cambiar los ajustes de cobro (admin del restaurante); la propina sugerida, de 0 a 10 %',
      body: billingSettingsRequest,
      response: billingSettingsResponse,
    },
    {
      method: 'GET',
      url: '/restaurant/caja/turno',
      summary: 'El turno de caja abierto con su efectivo esperado e informe hasta ahora (null si no hay)',
      response: currentShiftResponse,
    },
    {
      method: 'GET',
      url: '/restaurant/caja/turnos',
      summary: 'Historial de turnos de caja con su informe de cierre (admin del restaurante)',
      response: shiftsResponse,
    },
    {
      method: 'POST',
      url: '/restaurant/caja/turno/abrir',
      summary: 'Abrir el turno de caja con la base (409 si ya hay uno abierto)',
      body: openShiftRequest,
      response: cashShiftResponse,
    },
    {
      method: 'POST',
      url: '/restaurant/caja/turno/movimientos',
      summary: 'Entrada o salida de efectivo con su motivo (gastos, retiros) en el turno abierto',
      body: cashMovementRequest,
      response: cashShiftResponse,
    },
    {
      method: 'POST',
      url: '/restaurant/caja/turno/cerrar',
      summary: 'Cerrar el turno con el conteo por denominaciones: efectivo esperado, contado, diferencia e informe Z',
      body: closeShiftRequest,
      response: cashShiftResponse,
    },
  ]);
}
