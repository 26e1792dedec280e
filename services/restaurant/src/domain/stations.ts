/**
 * A round's lines grouped by the station that prepares them: one order (ticket) per station, the stations in the
 * order their first line came, each line once and in its own order.
 */
export function splitByStation<Line>(
  lines: readonly Line[],
  stationOf: (line: Line) => string,
): Array<{ stationId: string; lines: Line[] }> {
  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    const stationId = stationOf(line);
    const group = groups.get(stationId);
    if (group) group.push(line);
    else groups.set(stationId, [line]);
  }
  return [...groups].map(([stationId, grouped]) => ({ stationId, lines: grouped }));
}
