import { stationIdParams, stationRequest, stationResponse, stationsResponse } from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import type { RestaurantGuards } from '../session/restaurant-session.js';
import { createStation, listStations, renameStation } from './stations.service.js';

/** Issue 36: the preparation stations of the request's branch (issue 37 item 4); anyone inside reads them (the boards), admins name them. */
export function stationsRoutes(app: App, pool: Pool, guards: RestaurantGuards): void {
  const path = '/restaurant/estaciones';
  app.get(path, { onRequest: guards.member, schema: { response: { 200: stationsResponse } } }, async (request) => ({
    success: true as const,
    data: await listStations(pool, request.restaurant),
  }));
  app.post(path, { onRequest: guards.admin, schema: { body: stationRequest, response: { 200: stationResponse } } }, async (request) => ({
    success: true as const,
    data: await createStation(pool, request.restaurant, request.body),
  }));
  app.put(
    `${path}/:id`,
    { onRequest: guards.admin, schema: { params: stationIdParams, body: stationRequest, response: { 200: stationResponse } } },
    async (request) => ({
      success: true as const,
      data: await renameStation(pool, request.restaurant, request.params.id, request.body),
    }),
  );
}
