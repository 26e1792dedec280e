import type { z } from 'zod';

/** The first reason a contract's schema refuses what was typed: the same Spanish message the server would answer. */
export const refusal = (error: z.ZodError) => error.issues[0]?.message ?? '';
