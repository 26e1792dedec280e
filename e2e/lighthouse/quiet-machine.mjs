import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const cpuTimes = () =>
  cpus().reduce(
    (sum, { times }) => {
      const total = times.user + times.nice + times.sys + times.idle + times.irq;
      return { idle: sum.idle + times.idle, total: sum.total + total };
    },
    { idle: 0, total: 0 },
  );

/** The share of all cores' time spent busy over the next `windowMs`. */
async function busyShare(windowMs) {
  const before = cpuTimes();
  await sleep(windowMs);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

/** All the waiting one Lighthouse run may do: a machine that is never quiet costs minutes, not a quarter of an hour. */
let waitLeftMs = 180_000;

/**
 * Waits until the machine's cores are mostly idle (at most `maxBusy` of their time busy over a second), for at most
 * `timeoutMs` and at most three minutes over the whole run: Lighthouse simulates a phone from the trace it records,
 * so a run measured while the stack is still busy with what came before (consumers draining the journeys' events, the
 * database's checkpoints) counts someone else's work as the page's. Returns the last busy share seen.
 */
export async function waitForQuietMachine({ maxBusy = 0.2, timeoutMs = 45_000 } = {}) {
  const started = Date.now();
  const deadline = started + Math.min(timeoutMs, waitLeftMs);
  let busy = await busyShare(1000);
  while (busy > maxBusy && Date.now() < deadline) busy = await busyShare(1000);
  waitLeftMs = Math.max(0, waitLeftMs - (Date.now() - started));
  return busy;
}
