import { lockedMinutes, pastLimit, reachesLimit } from './pin-throttle.js';

const now = new Date('2026-11-26T20:00:00Z');

it('reports the minutes left of the longest lock, rounded up, and 0 when none holds now', () => {
  const in90s = new Date(now.getTime() + 90_000);
  const past = new Date(now.getTime() - 1_000);
  expect(
    lockedMinutes(
      [
        { tries: 0, locked_until: in90s },
        { tries: 2, locked_until: null },
      ],
      now,
    ),
  ).toBe(2);
  expect(lockedMinutes([{ tries: 5, locked_until: past }], now)).toBe(0);
  expect(lockedMinutes([], now)).toBe(0);
});

it('locks on the fifth wrong try of a person or a device, and refuses at once a sixth that raced it', () => {
  expect(
    reachesLimit([
      { tries: 4, locked_until: null },
      { tries: 1, locked_until: null },
    ]),
  ).toBe(false);
  expect(
    reachesLimit([
      { tries: 1, locked_until: null },
      { tries: 5, locked_until: null },
    ]),
  ).toBe(true);
  expect(pastLimit([{ tries: 5, locked_until: null }])).toBe(false);
  expect(pastLimit([{ tries: 6, locked_until: null }])).toBe(true);
});
