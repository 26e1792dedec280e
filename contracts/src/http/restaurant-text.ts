import { z } from 'zod';

// Control characters (NUL above all, which PostgreSQL refuses in text); a note may keep its line breaks.
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const oneLine = /[\u0000-\u001f\u007f]/;

/** The restaurant app's one-line (or multi-line) text: trimmed, within its length, no control characters. */
export const restaurantText = (max: number, message: string, options: { multiline?: boolean; min?: number } = {}) =>
  z
    .string(message)
    .trim()
    .min(options.min ?? 1, message)
    .max(max, message)
    .refine((value) => !(options.multiline ? controlCharacters : oneLine).test(value), message);
