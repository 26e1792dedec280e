import { useEffect, useState } from 'react';

/** Spec 1 §9: the hero's counters step every 50 ms (projects +3 up to 150, clients +1 up to 50). */
export const counterTickMs = 50;
export const projectsCounter = { step: 3, target: 150 } as const;
export const clientsCounter = { step: 1, target: 50 } as const;
export const supportText = '24/7';

/** The value after `ticks` steps, never past the target. */
export function counterValue(ticks: number, step: number, target: number): number {
  return Math.min(target, Math.max(0, ticks) * step);
}

/** The counter as shown: the number with a '+' (so it ends at '150+' and '50+'). */
export function formatCounter(value: number): string {
  return `${value}+`;
}

/**
 * Counts from 0 to `target` by `step` every 50 ms once `running` is true; jumps to the target when
 * motion is reduced. Stops its timer at the target and when unmounted.
 */
export function useCountUp({ step, target }: { step: number; target: number }, running: boolean, reducedMotion = false): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!running) return;
    if (reducedMotion) {
      setValue(target);
      return;
    }
    const timer = setInterval(() => {
      setValue((current) => {
        const next = Math.min(target, current + step);
        if (next >= target) clearInterval(timer);
        return next;
      });
    }, counterTickMs);
    return () => clearInterval(timer);
  }, [running, reducedMotion, step, target]);
  return value;
}
