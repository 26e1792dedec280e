import {
  billingSettingsRequest,
  billingSettingsResponse,
  chargeCheckRequest,
  checkIdParams,
  checkResponse,
  checksQuery,
  checksResponse,
  mergeChecksRequest,
  moveLinesRequest,
  moveTableRequest,
  preBillResponse,
  splitCheckRequest,
  splitPartsRequest,
} from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import type { OrderFeed } from '../orders/order-feed.js';
import type { RestaurantGuards } from '../session/restaurant-session.js';
import { findBillingSettings, saveBillingSettings } from './billing-settings.repository.js';
import { splitInParts } from './check-parts.service.js';
import { mergeChecks, moveCheckToTable, moveLinesToCheck, splitCheck } from './check-moves.service.js';
import { chargeCheck, getCheck, listChecks, preBillOf } from './checks.service.js';

/** Issue 33: the checks (cuentas) the rounds gather into, their pre-bill and their charge; who may act, by role (issue 36). */
export function checksRoutes(app: App, pool: Pool, guards: RestaurantGuards, feed: OrderFeed): void {
  const member = { onRequest: guards.member };
  const charges = { onRequest: guards.can('charge') };
  const servesFloor = { onRequest: guards.can('serve_floor') };
  const list = { ...member, schema: { querystring: checksQuery, response: { 200: checksResponse } } };
  app.get('/restaurant/cuentas', list, async (request) => ({
    success: true as const,
    data: await listChecks(pool, request.restaurant, request.query),
  }));
  const one = { ...member, schema: { params: checkIdParams, response: { 200: checkResponse } } };
  app.get('/restaurant/cuentas/:id', one, async (request) => ({
    success: true as const,
    data: await getCheck(pool, request.restaurant, request.params.id),
  }));
  const preBill = { ...member, schema: { params: checkIdParams, response: { 200: preBillResponse } } };
  app.get('/restaurant/cuentas/:id/precuenta', preBill, async (request) => ({
    success: true as const,
    data: await preBillOf(pool, request.restaurant, request.params.id),
  }));
  app.post(
    '/restaurant/cuentas/:id/cobrar',
    { ...charges, schema: { params: checkIdParams, body: chargeCheckRequest, response: { 200: checkResponse } } },
    async (request) => ({
      success: true as const,
      data: await chargeCheck(pool, feed, request.restaurant, request.params.id, request.body),
    }),
  );

  app.post(
    '/restaurant/cuentas/:id/dividir',
    { ...servesFloor, schema: { params: checkIdParams, body: splitCheckRequest, response: { 200: checkResponse } } },
    async (request) => ({ success: true as const, data: await splitCheck(pool, request.restaurant, request.params.id, request.body) }),
  );
  // Issue 36: the floor's moves. Whoever serves the floor moves a table, merges two checks or moves lines between them.
  app.post(
    '/restaurant/cuentas/:id/mover-mesa',
    { ...servesFloor, schema: { params: checkIdParams, body: moveTableRequest, response: { 200: checkResponse } } },
    async (request) => ({
      success: true as const,
      data: await moveCheckToTable(pool, request.restaurant, request.params.id, request.body.table_id),
    }),
  );
  app.post(
    '/restaurant/cuentas/:id/unir',
    { ...servesFloor, schema: { params: checkIdParams, body: mergeChecksRequest, response: { 200: checkResponse } } },
    async (request) => ({ success: true as const, data: await mergeChecks(pool, request.restaurant, request.params.id, request.body) }),
  );
  app.post(
    '/restaurant/cuentas/:id/mover-lineas',
    { ...servesFloor, schema: { params: checkIdParams, body: moveLinesRequest, response: { 200: checkResponse } } },
    async (request) => ({
      success: true as const,
      data: await moveLinesToCheck(pool, request.restaurant, request.params.id, request.body),
    }),
  );
  app.post(
    '/restaurant/cuentas/:id/dividir-partes',
    { ...servesFloor, schema: { params: checkIdParams, body: splitPartsRequest, response: { 200: checkResponse } } },
    async (request) => ({
      success: true as const,
      data: await splitInParts(pool, request.restaurant, request.params.id, request.body.parts),
    }),
  );

  // The restaurant's INC responsibility and suggested tip: everyone reads them, administrators set them.
  app.get('/restaurant/caja/ajustes', { ...member, schema: { response: { 200: billingSettingsResponse } } }, async (request) => ({
    success: true as const,
    data: await findBillingSettings(pool, request.restaurant.restaurantId),
  }));
  app.put(
    '/restaurant/caja/ajustes',
    { onRequest: guards.admin, schema: { body: billingSettingsRequest, response: { 200: billingSettingsResponse } } },
    async (request) => ({
      success: true as const,
      data: await saveBillingSettings(pool, request.restaurant.restaurantId, request.body, request.restaurant.userId),
    }),
  );
}
