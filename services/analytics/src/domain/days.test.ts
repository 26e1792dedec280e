import { platformDay, summaryRange } from './days.js';

describe('days', () => {
  it('counts an instant in Bogotá’s day', () => {
    expect(platformDay('2026-03-02T03:00:00Z')).toBe('2026-03-01');
    expect(platformDay('2026-03-02T05:00:00Z')).toBe('2026-03-02');
  });

  it('compares a period with the one just before, as long', () => {
    expect(summaryRange({ from: '2026-03-01', to: '2026-03-10' }, new Date())).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
      previousFrom: '2026-02-19',
      previousTo: '2026-02-28',
      length: 10,
    });
    expect(summaryRange({}, new Date('2026-03-31T12:00:00Z'))).toMatchObject({ from: '2026-03-02', to: '2026-03-31', length: 30 });
  });
});
