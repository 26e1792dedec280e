import { colombianDay, statsRange } from './stats-range.js';

const now = new Date('2026-03-02T03:00:00Z'); // 1 March, 22:00 in Bogotá

it('reads the day in Colombia, where it is still yesterday late at night in UTC terms', () => {
  expect(colombianDay(now)).toBe('2026-03-01');
  expect(statsRange({}, now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
});

it('takes one day, or a range of up to 93 days', () => {
  expect(statsRange({ day: '2026-02-14' }, now)).toEqual({ from: '2026-02-14', to: '2026-02-14' });
  expect(statsRange({ from: '2026-01-01', to: '2026-03-01' }, now)).toEqual({ from: '2026-01-01', to: '2026-03-01' });
  expect(statsRange({ from: '2026-01-01' }, now)).toEqual({ from: '2026-01-01', to: '2026-01-01' });
});

it('refuses a backwards range, one too long and a day that does not exist', () => {
  expect(statsRange({ from: '2026-03-02', to: '2026-03-01' }, now)).toBeUndefined();
  expect(statsRange({ from: '2026-01-01', to: '2026-04-05' }, now)).toBeUndefined();
  expect(statsRange({ day: '2026-02-30' }, now)).toBeUndefined();
});
