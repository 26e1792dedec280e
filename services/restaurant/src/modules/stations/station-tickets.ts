import type { Tx } from '@mb/service-kit';
import { splitByStation } from '../../domain/stations.js';
import type { BranchScope } from '../session/restaurant-session.js';
import { defaultStation, roundStations } from './stations.repository.js';

/**
 * A round's lines split into one ticket per preparation station of the branch it is sent in (see `splitByStation`),
 * each with its station. A line whose dish is gone from the menu meanwhile goes to the branch's default station.
 */
export async function stationTickets<Line extends { dish_id: string | null }>(tx: Tx, at: BranchScope, lines: readonly Line[]) {
  const dishIds = lines.flatMap((line) => (line.dish_id ? [line.dish_id] : []));
  const { fallback, stations } = (await roundStations(tx, at, dishIds)) ?? (await withDefaultMade(tx, at, dishIds));
  const stationOf = (line: Line) => (line.dish_id && stations.get(line.dish_id)) || fallback;
  return splitByStation(lines, (line) => stationOf(line).id).map((ticket) => ({
    station: stationOf(ticket.lines[0]!),
    lines: ticket.lines,
  }));
}

/** The branch's first round: its default station made, then read as any other round reads it. */
async function withDefaultMade(tx: Tx, at: BranchScope, dishIds: readonly string[]) {
  await defaultStation(tx, at);
  return (await roundStations(tx, at, dishIds))!;
}
