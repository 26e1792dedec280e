// Counts from the runners' machine-readable results, for the one total line of `npm test`.
import { existsSync, readFileSync } from 'node:fs';

/** Passed and failed tests of a TAP file from node's test runner; one without its summary (a run that died) is a failure. */
export function tapCounts(path) {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? NaN);
  return Number.isNaN(count('fail')) ? { passed: count('pass') || 0, failed: 1 } : { passed: count('pass'), failed: count('fail') };
}
