// Plain constants, no zod: the store imports these (the schemas are in `domain/plans.ts` and `http/catalog.ts`).

export const planTypes = ['estandar', 'pro', 'gold'] as const;

/** Spec 1 §9 limits. */
export const mediaLimits = { gallery: 3, carousel: 4 } as const;
/** Country chips when a product names none (spec 1 §2). */
export const defaultCountries = ['CO', 'MX', 'CL'] as const;
