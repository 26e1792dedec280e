import {
  branchDishParams,
  branchDishRequest,
  branchDishResponse,
  branchDishesResponse,
  branchIdParams,
  branchRequest,
  branchResponse,
  branchesResponse,
  branchStaffRequest,
} from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import type { onRequestHookHandler } from 'fastify';
import { requireFeature, type RestaurantGuards } from '../session/restaurant-session.js';
import { branchDishes, branchList, createBranch, setBranchDish, setBranchStaff } from './branches.service.js';

/**
 * Issue 37 item 4: branches (sedes). Anyone inside lists the branches they work in (every plan has its main one);
 * adding branches, their staff and their prices is Gold's `multi_sucursal`, for administrators.
 */
export function branchesRoutes(app: App, pool: Pool, guards: RestaurantGuards): void {
  const goldOnly: onRequestHookHandler = async (request) => requireFeature(request.restaurant, 'multi_sucursal');
  const gold = { onRequest: [...guards.admin, goldOnly] };
  const path = '/restaurant/sedes';
  app.get(path, { onRequest: guards.member, schema: { response: { 200: branchesResponse } } }, async (request) => ({
    success: true as const,
    data: await branchList(pool, request.restaurant),
  }));
  app.post(path, { ...gold, schema: { body: branchRequest, response: { 200: branchResponse } } }, async (request) => ({
    success: true as const,
    data: await createBranch(pool, request.restaurant, request.body),
  }));
  const staff = { ...gold, schema: { params: branchIdParams, body: branchStaffRequest, response: { 200: branchResponse } } };
  app.put(`${path}/:id/personal`, staff, async (request) => ({
    success: true as const,
    data: await setBranchStaff(pool, request.restaurant, request.params.id, request.body.user_ids),
  }));
  const menu = { ...gold, schema: { params: branchIdParams, response: { 200: branchDishesResponse } } };
  app.get(`${path}/:id/carta`, menu, async (request) => ({
    success: true as const,
    data: await branchDishes(pool, request.restaurant, request.params.id),
  }));
  const dish = { ...gold, schema: { params: branchDishParams, body: branchDishRequest, response: { 200: branchDishResponse } } };
  app.put(`${path}/:id/carta/:dishId`, dish, async (request) => ({
    success: true as const,
    data: await setBranchDish(pool, request.restaurant, request.params, request.body),
  }));
}
