import { planTypes, restaurantPlanFeatures, type PlanType } from '@mb/contracts';
import { maxStatsDays } from './stats-range.js';

/** Every feature key of any plan (spec 1 §9), in the order the plans list them. */
const allFeatures = [...new Set(planTypes.flatMap((plan) => restaurantPlanFeatures[plan]))];

/** The lowest plan that includes a feature: the one the app names on a locked feature. */
const unlockedBy = (feature: string): PlanType => planTypes.find((plan) => restaurantPlanFeatures[plan].includes(feature))!;

/**
 * How many days the order stats read at once, by what the plan includes (spec 1 §9). One day is basic analysis and
 * every plan has at least that; a range of up to a month is intermediate analysis (Pro); up to a quarter, advanced
 * reports (Gold).
 */
const statsTiers = [
  { maxDays: 31, feature: 'analisis_intermedio' },
  { maxDays: maxStatsDays, feature: 'reportes_avanzados' },
] as const;

/** The feature stats over `days` days need; none for a single day. */
export function statsFeature(days: number): string | undefined {
  if (days <= 1) return undefined;
  return (statsTiers.find((tier) => days <= tier.maxDays) ?? statsTiers.at(-1)!).feature;
}

/** The longest range the plan's stats read, in days. */
export const statsMaxDays = (plan: PlanType): number =>
  Math.max(1, ...statsTiers.filter((tier) => restaurantPlanFeatures[plan].includes(tier.feature)).map((tier) => tier.maxDays));

export type FeatureCheck = { allowed: true } | { allowed: false; feature: string; unlockedBy: PlanType };

/** Whether a plan includes a feature (no feature needed: yes), and if not, which plan unlocks it. */
export function featureCheck(plan: PlanType, feature: string | undefined): FeatureCheck {
  if (!feature || restaurantPlanFeatures[plan].includes(feature)) return { allowed: true };
  return { allowed: false, feature, unlockedBy: unlockedBy(feature) };
}

/** What a plan allows, and for each feature whether it is included and which plan unlocks it. */
export function planFeatures(plan: PlanType) {
  return {
    features: [...restaurantPlanFeatures[plan]],
    all: allFeatures.map((key) => ({ key, included: restaurantPlanFeatures[plan].includes(key), unlocked_by: unlockedBy(key) })),
    stats_max_days: statsMaxDays(plan),
  };
}
