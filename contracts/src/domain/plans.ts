import { z } from 'zod';

export const planTypes = ['estandar', 'pro', 'gold'] as const;
export const planType = z.enum(planTypes);
export type PlanType = z.infer<typeof planType>;

/** Upgrades only: a renewal must move to a strictly higher rank. */
export const planRank: Record<PlanType, number> = { estandar: 1, pro: 2, gold: 3 };

export const planNames: Record<PlanType, string> = { estandar: 'Estándar', pro: 'Pro', gold: 'Gold' };
