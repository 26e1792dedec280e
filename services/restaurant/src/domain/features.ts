import { planTypes, restaurantPlanFeatures, type PlanType } from '@mb/contracts';

/** Every feature key of any plan (spec 1 §9), in the order the plans list them. */
const allFeatures = [...new Set(planTypes.flatMap((plan) => restaurantPlanFeatures[plan]))];

/** The lowest plan that includes a feature: the one the app names on a locked feature. */
const unlockedBy = (feature: string): PlanType => planTypes.find((plan) => restaurantPlanFeatures[plan].includes(feature))!;

/** What a plan allows, and for each feature whether it is included and which plan unlocks it. */
export function planFeatures(plan: PlanType) {
  return {
    features: [...restaurantPlanFeatures[plan]],
    all: allFeatures.map((key) => ({ key, included: restaurantPlanFeatures[plan].includes(key), unlocked_by: unlockedBy(key) })),
  };
}

