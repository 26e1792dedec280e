import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`: one timer for the whole board rather than one per ticket. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** A ticket's age as the kitchen reads it: "4:05" (minutes:seconds), "1:02:05" past the hour. */
export function formatAge(fromIso: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 1000));
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/** Waiting long turns a ticket amber at 15 minutes and red at 30. */
export function ageColor(fromIso: string, now: number): string | undefined {
  const minutes = (now - Date.parse(fromIso)) / 60_000;
  return minutes >= 30 ? 'red' : minutes >= 15 ? 'orange' : undefined;
}
