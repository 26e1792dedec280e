import {
  inventorySettings,
  inventorySettingsResponse,
  recipeParams,
  recipeRequest,
  recipeResponse,
  stockCountRequest,
  stockCountResponse,
  stockMoveRequest,
  stockMovesQuery,
  stockMovesResponse,
  suppliesResponse,
  supplyIdParams,
  supplyRequest,
  supplyResponse,
  supplyUpdateRequest,
} from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import type { FastifyRequest } from 'fastify';
import { requireFeature, type RestaurantGuards } from '../session/restaurant-session.js';
import * as inventory from './inventory.service.js';

/** Issue 37 item 1: supplies, recipes, stock moves and counts (`manejo_inventario`). Staff read; administrators manage. */
export function inventoryRoutes(app: App, pool: Pool, guards: RestaurantGuards): void {
  const planIncludesIt = async (request: FastifyRequest) => requireFeature(request.restaurant, 'manejo_inventario');
  const read = { onRequest: [...guards.member, planIncludesIt] };
  const manage = { onRequest: [...guards.admin, planIncludesIt] };
  const path = '/restaurant/inventario';
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(`${path}/insumos`, { ...read, schema: { response: { 200: suppliesResponse } } }, async (request) =>
    ok(await inventory.listSupplies(pool, request.restaurant)),
  );
  app.get(`${path}/alertas`, { ...read, schema: { response: { 200: suppliesResponse } } }, async (request) =>
    ok(await inventory.listSupplies(pool, request.restaurant, { lowOnly: true })),
  );
  app.post(`${path}/insumos`, { ...manage, schema: { body: supplyRequest, response: { 200: supplyResponse } } }, async (request) =>
    ok(await inventory.createSupply(pool, request.restaurant, request.body)),
  );
  app.put(
    `${path}/insumos/:id`,
    { ...manage, schema: { params: supplyIdParams, body: supplyUpdateRequest, response: { 200: supplyResponse } } },
    async (request) => ok(await inventory.updateSupply(pool, request.restaurant, request.params.id, request.body)),
  );
  app.delete(`${path}/insumos/:id`, { ...manage, schema: { params: supplyIdParams, response: { 200: supplyResponse } } }, async (request) =>
    ok(await inventory.removeSupply(pool, request.restaurant, request.params.id)),
  );
  app.get(`${path}/recetas/:dishId`, { ...read, schema: { params: recipeParams, response: { 200: recipeResponse } } }, async (request) =>
    ok(await inventory.getRecipe(pool, request.restaurant, request.params.dishId)),
  );
  app.put(
    `${path}/recetas/:dishId`,
    { ...manage, schema: { params: recipeParams, body: recipeRequest, response: { 200: recipeResponse } } },
    async (request) => ok(await inventory.setRecipe(pool, request.restaurant, request.params.dishId, request.body)),
  );
  app.get(
    `${path}/movimientos`,
    { ...read, schema: { querystring: stockMovesQuery, response: { 200: stockMovesResponse } } },
    async (request) => ok(await inventory.listMoves(pool, request.restaurant, request.query.supply_id)),
  );
  app.post(`${path}/movimientos`, { ...manage, schema: { body: stockMoveRequest, response: { 200: supplyResponse } } }, async (request) =>
    ok(await inventory.recordMove(pool, request.restaurant, request.body)),
  );
  app.get(`${path}/ajustes`, { ...read, schema: { response: { 200: inventorySettingsResponse } } }, async (request) =>
    ok(await inventory.getSettings(pool, request.restaurant)),
  );
  app.put(
    `${path}/ajustes`,
    { ...manage, schema: { body: inventorySettings, response: { 200: inventorySettingsResponse } } },
    async (request) => ok(await inventory.saveSettings(pool, request.restaurant, request.body)),
  );
  app.post(`${path}/conteo`, { ...manage, schema: { body: stockCountRequest, response: { 200: stockCountResponse } } }, async (request) =>
    ok(await inventory.recordCount(pool, request.restaurant, request.body)),
  );
}
