import { stationMessages, type Station, type StationRequest } from '@mb/contracts';
import { AppError, type Pool } from '@mb/service-kit';
import { refusing, uniqueViolation } from '../../store/pg-errors.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import * as stations from './stations.repository.js';

export const stationView = (record: stations.StationRecord): Station => ({ ...record, created_at: record.created_at.toISOString() });
export const stationNotFound = () => new AppError(404, stationMessages.stationNotFound);

/** A taken name (any case) answers 409 instead of the database's refusal. */
const naming = <T>(write: () => Promise<T>) => refusing(write, uniqueViolation, () => new AppError(409, stationMessages.stationTaken));

/** GET /restaurant/estaciones: the default station ('Cocina', made now if the restaurant never had one) and the rest. */
export async function listStations(pool: Pool, at: RestaurantContext): Promise<Station[]> {
  await stations.defaultStation(pool, at.restaurantId);
  return (await stations.listStations(pool, at.restaurantId)).map(stationView);
}

/** The default station exists first, so a new restaurant's first station is not mistaken for its kitchen. */
export async function createStation(pool: Pool, at: RestaurantContext, request: StationRequest): Promise<Station> {
  await stations.defaultStation(pool, at.restaurantId);
  return stationView(await naming(() => stations.insertStation(pool, at.restaurantId, request.name, at.userId)));
}

export async function renameStation(pool: Pool, at: RestaurantContext, id: string, request: StationRequest): Promise<Station> {
  const renamed = await naming(() => stations.renameStation(pool, at.restaurantId, id, request.name, at.userId));
  if (!renamed) throw stationNotFound();
  return stationView(renamed);
}
