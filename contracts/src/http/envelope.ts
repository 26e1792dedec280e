import { z } from 'zod';

/** Every browser call answers `success`; failures carry a Spanish `message`. */
export const errorResponse = z.object({ success: z.literal(false), message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;
