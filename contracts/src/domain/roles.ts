// Plain constants, no zod: the browser imports these (the schema `role` lives with the session user).
export const roles = ['Client', 'Admin', 'SuperAdmin'] as const;
export type Role = (typeof roles)[number];

export const adminRoles: readonly Role[] = ['Admin', 'SuperAdmin'];
