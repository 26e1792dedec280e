import type { z } from 'zod';

/** A NumberInput for whole pesos, written as Colombians do (150.000). */
export const pesosInput = {
  thousandSeparator: '.',
  decimalSeparator: ',',
  allowDecimal: false,
  allowNegative: false,
  min: 0,
} as const;

/** The first reason a contract's schema refuses what was typed: the same Spanish message the server would answer. */
export const refusal = (error: z.ZodError) => error.issues[0]?.message ?? '';
