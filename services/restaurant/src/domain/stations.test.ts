import { splitByStation } from './stations.js';

describe('splitByStation', () => {
  const line = (name: string, station: string) => ({ name, station });
  const byStation = (lines: ReturnType<typeof line>[]) => splitByStation(lines, (one) => one.station);

  it('makes one group per station, in the order of their first line, each line once and in order', () => {
    const round = [line('Churrasco', 'cocina'), line('Limonada', 'bar'), line('Sancocho', 'cocina'), line('Cerveza', 'bar')];
    expect(byStation(round)).toEqual([
      { stationId: 'cocina', lines: [round[0], round[2]] },
      { stationId: 'bar', lines: [round[1], round[3]] },
    ]);
  });

  it('keeps a round of one station whole', () => {
    const round = [line('Churrasco', 'cocina'), line('Sancocho', 'cocina')];
    expect(byStation(round)).toEqual([{ stationId: 'cocina', lines: round }]);
  });

  it('makes no group of no lines', () => {
    expect(byStation([])).toEqual([]);
  });
});
