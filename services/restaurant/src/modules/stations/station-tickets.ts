import type { Tx } from '@mb/service-kit';
import { splitByStation } from '../../domain/stations.js';
import { defaultStation, roundStations } from './stations.repository.js';

/**
 * A round's lines split into one ticket per preparation station (see `splitByStation`), each with its station. A line
 * whose dish is gone from the menu meanwhile goes to the default station.
 */
export async function stationTickets<Line extends { dish_id: string | null }>(tx: Tx, restaurantId: string, lines: readonly Line[]) {
  const dishIds = lines.flatMap((line) => (line.dish_id ? [line.dish_id] : []));
  const { fallback, stations } = (await roundStations(tx, restaurantId, dishIds)) ?? (await withDefaultMade(tx, restaurantId, dishIds));
  const stationOf = (line: Line) => (line.dish_id && stations.get(line.dish_id)) || fallback;
  return splitByStation(lines, (line) => stationOf(line).id).map((ticket) => ({
    station: stationOf(ticket.lines[0]!),
    lines: ticket.lines,
  }));
}

/** The restaurant's first round: its default station made, then read as any other round reads it. */
async function withDefaultMade(tx: Tx, restaurantId: string, dishIds: readonly string[]) {
  await defaultStation(tx, restaurantId);
  return (await roundStations(tx, restaurantId, dishIds))!;
}
