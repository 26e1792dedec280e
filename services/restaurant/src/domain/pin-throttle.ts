/** Wrong PINs in a row (per person and per device) before they are locked out for a while (issue 36 item 5). */
export const pinMaxTries = 5;
export const pinLockMinutes = 5;
/** Tries older than this start the count again. */
export const pinTryWindowMinutes = 15;

export type PinTryState = { tries: number; locked_until: Date | null };

/** The minutes left of the longest lock among these subjects, or 0 when none is locked now. */
export function lockedMinutes(states: PinTryState[], now: Date): number {
  const until = Math.max(0, ...states.map((state) => state.locked_until?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 60_000) : 0;
}

/** Whether this try (already counted) is one too many: the subjects lock once it proves wrong, or at once past the limit. */
export const reachesLimit = (states: PinTryState[]): boolean => states.some((state) => state.tries >= pinMaxTries);
export const pastLimit = (states: PinTryState[]): boolean => states.some((state) => state.tries > pinMaxTries);
