import { stationMessages, type Station, type StationRequest } from '@mb/contracts';
import { AppError, type Pool } from '@mb/service-kit';
import { refusing, uniqueViolation } from '../../store/pg-errors.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import * as stations from './stations.repository.js';

export const stationView = (record: stations.StationRecord): Station => ({ ...record, created_at: record.created_at.toISOString() });
export const stationNotFound = () => new AppError(404, stationMessages.stationNotFound);

/** A taken name (any case) answers 409 instead of the database's refusal. */
const naming = <T>(write: () => Promise<T>) => refusing(write, uniqueViolation, () => new AppError(409, stationMessages.stationTaken));

/**
 * GET /restaurant/estaciones: the stations of the branch the request works in, its default one first ('Cocina', made
 * now if the branch never had one).
 */
export async function listStations(pool: Pool, at: RestaurantContext): Promise<Station[]> {
  await stations.defaultStation(pool, at);
  return (await stations.listStations(pool, at)).map(stationView);
}

/** A station of the request's branch. Its default station exists first, so its first station is not mistaken for its kitchen. */
export async function createStation(pool: Pool, at: RestaurantContext, request: StationRequest): Promise<Station> {
  await stations.defaultStation(pool, at);
  return stationView(await naming(() => stations.insertStation(pool, at, request.name, at.userId)));
}

export async function renameStation(pool: Pool, at: RestaurantContext, id: string, request: StationRequest): Promise<Station> {
  const renamed = await naming(() => stations.renameStation(pool, at.restaurantId, id, request.name, at.userId));
  if (!renamed) throw stationNotFound();
  return stationView(renamed);
}
