import { planRank, planTypes, type PlanType } from '@mb/contracts';

/** Spec 2 §2.3: only upgrades; a plan equal to or below the current one is 'No disponible'. */
export function isUpgrade(current: PlanType, plan: PlanType): boolean {
  return planRank[plan] > planRank[current];
}

/** The plan a renewal starts on: the next one up, or none when the current plan is the highest. */
export function firstUpgrade(current: PlanType): PlanType | null {
  return planTypes.find((plan) => isUpgrade(current, plan)) ?? null;
}
