import type { Tx } from '@mb/service-kit';
import { splitByStation } from '../../domain/stations.js';
import { defaultStation, stationsOfDishes } from './stations.repository.js';

/**
 * A round's lines split into one ticket per preparation station (see `splitByStation`), each with its station. A line
 * whose dish is gone from the menu meanwhile goes to the default station.
 */
export async function stationTickets<Line extends { dish_id: string | null }>(tx: Tx, restaurantId: string, lines: readonly Line[]) {
  const fallback = await defaultStation(tx, restaurantId);
  const dishIds = lines.flatMap((line) => (line.dish_id ? [line.dish_id] : []));
  const stations = await stationsOfDishes(tx, restaurantId, dishIds, fallback.id);
  const stationOf = (line: Line) => (line.dish_id && stations.get(line.dish_id)) || fallback;
  return splitByStation(lines, (line) => stationOf(line).id).map((ticket) => ({
    station: stationOf(ticket.lines[0]!),
    lines: ticket.lines,
  }));
}
