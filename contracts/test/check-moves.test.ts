import { readFileSync } from 'node:fs';
import { restaurantCheck, restaurantCheckUpdated } from '../src/index.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/restaurant.check.updated.json', import.meta.url), 'utf8')).payload;

describe('restaurant.check.updated for table moves (issue 36)', () => {
  it('carries a table moved, a merge and lines moved, naming the table left or the other check', () => {
    const otherCheckId = '9b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d04';
    const fromTableId = '4c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
    expect(restaurantCheckUpdated.payload.parse({ ...fixture, change: 'table_moved', fromTableId })).toMatchObject({ fromTableId });
    for (const change of ['merged', 'lines_moved'])
      expect(restaurantCheckUpdated.payload.parse({ ...fixture, change, otherCheckId })).toMatchObject({ change, otherCheckId });
    expect(() => restaurantCheckUpdated.payload.parse({ ...fixture, change: 'moved' })).toThrow();
  });

  it('still reads a check written before moves existed: no merge, no moves', () => {
    const { merged_into, moves, ...before } = restaurantCheck.parse({
      id: fixture.checkId,
      status: 'abierta',
      table_id: null,
      table_number: null,
      takeaway: true,
      split_from: null,
      waiter_id: fixture.changedBy,
      order_ids: [],
      bill: {
        lines: [],
        subtotal: 0,
        inc_responsible: true,
        inc_percent: 8,
        inc: 0,
        total: 0,
        suggested_tip_percent: 10,
        suggested_tip: 0,
        max_tip: 0,
        total_with_suggested_tip: 0,
        discount: 0,
      },
      tip: 0,
      change: 0,
      payments: [],
      opened_at: fixture.changedAt,
      paid_at: null,
      paid_by: null,
      parts: [],
    });
    expect({ merged_into, moves, status: before.status }).toEqual({ merged_into: null, moves: [], status: 'abierta' });
  });
});
