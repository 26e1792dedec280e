import { z } from 'zod';

export const roles = ['Client', 'Admin', 'SuperAdmin'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

export const adminRoles: readonly Role[] = ['Admin', 'SuperAdmin'];
