import { accountAtAddress, address, delayAfter, type ThrottlePolicy } from './sign-in-throttle.js';

const policy: ThrottlePolicy = { freeFailures: 3, firstDelaySeconds: 2, maxDelaySeconds: 60, windowSeconds: 600 };

it('lets the free failures pass, then doubles the wait with each further one, up to the ceiling', () => {
  expect([0, 1, 2, 3].map((n) => delayAfter(n, policy))).toEqual([0, 0, 0, 0]);
  expect([4, 5, 6, 7, 8, 9].map((n) => delayAfter(n, policy))).toEqual([2, 4, 8, 16, 32, 60]);
  expect(delayAfter(10_000, policy)).toBe(60);
});

it('is stricter for one account at one address than for a whole address', () => {
  expect(delayAfter(6, accountAtAddress)).toBeGreaterThan(0);
  expect(delayAfter(6, address)).toBe(0);
  expect(delayAfter(1_000, accountAtAddress)).toBe(15 * 60);
});
