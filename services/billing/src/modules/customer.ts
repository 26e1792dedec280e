import { z } from 'zod';

/** Who is buying, as identity knows them: added by the gateway, never taken from the browser. */
export const customerField = z.object({ email: z.string().min(3).max(320), full_name: z.string().max(200) });
