import {
  cashMovementRequest,
  cashShiftResponse,
  closeShiftRequest,
  currentShiftResponse,
  openShiftRequest,
  shiftsResponse,
} from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import type { RestaurantGuards } from '../session/restaurant-session.js';
import { closeShift, currentShift, moveCash, openShift, shiftHistory } from './shifts.service.js';

/** Issue 33: the cash register's shift (caja). Whoever keeps the cash opens it, moves cash and closes it; administrators read the history. */
export function shiftsRoutes(app: App, pool: Pool, guards: RestaurantGuards): void {
  const member = { onRequest: guards.member };
  const keepsCash = { onRequest: guards.can('cash_shift') };
  app.get('/restaurant/caja/turno', { ...member, schema: { response: { 200: currentShiftResponse } } }, async (request) => ({
    success: true as const,
    data: await currentShift(pool, request.restaurant),
  }));
  app.get('/restaurant/caja/turnos', { onRequest: guards.admin, schema: { response: { 200: shiftsResponse } } }, async (request) => ({
    success: true as const,
    data: await shiftHistory(pool, request.restaurant),
  }));
  const open = { ...keepsCash, schema: { body: openShiftRequest, response: { 200: cashShiftResponse } } };
  app.post('/restaurant/caja/turno/abrir', open, async (request) => ({
    success: true as const,
    data: await openShift(pool, request.restaurant, request.body.opening_float),
  }));
  const movement = { ...keepsCash, schema: { body: cashMovementRequest, response: { 200: cashShiftResponse } } };
  app.post('/restaurant/caja/turno/movimientos', movement, async (request) => ({
    success: true as const,
    data: await moveCash(pool, request.restaurant, request.body),
  }));
  const close = { ...keepsCash, schema: { body: closeShiftRequest, response: { 200: cashShiftResponse } } };
  app.post('/restaurant/caja/turno/cerrar', close, async (request) => ({
    success: true as const,
    data: await closeShift(pool, request.restaurant, request.body.counts),
  }));
}
