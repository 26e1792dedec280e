import type { PlanType, RestaurantLoginResponse, RestaurantUser, RestaurantUserRole, StaffAction } from '@mb/contracts';

/** GET /restaurant/auth/profile (contracts: restaurantProfileResponse). */
export interface RestaurantProfile {
  success: true;
  user: RestaurantUser;
  restaurant: RestaurantLoginResponse['restaurant'];
}

/** GET /restaurant/menu/user/features (contracts: featuresResponse). */
export interface RestaurantFeatures {
  success: true;
  plan_type: PlanType;
  features: string[];
  all: { key: string; included: boolean; unlocked_by: PlanType }[];
}

/** Where the restaurant stands, for the banners: usable, usable with a suspension date, or read-only. */
export type RestaurantStatus = { kind: 'active' } | { kind: 'grace'; suspendsAt: string | null } | { kind: 'read_only' };

export interface RestaurantSessionValue {
  user: RestaurantUser;
  role: RestaurantUserRole;
  /** Admins and the owner (super_admin) manage the menu, tables, staff and stats (the role's 'manage'). */
  isAdmin: boolean;
  /** Whether the person's role allows that action (the service's answer in the profile; it refuses the rest too). */
  can: (action: StaffAction) => boolean;
  /** Another person took over this device with their PIN: their session replaces this one. */
  switchTo: (login: RestaurantLoginResponse) => Promise<void>;
  plan: PlanType;
  productName: string;
  /** The plan's feature keys (spec 1 §9) and, for those it lacks, the plan that unlocks them. */
  features: RestaurantFeatures['all'];
  hasFeature: (key: string) => boolean;
  status: RestaurantStatus;
  /** True when writes would be refused (subscription expired or cancelled). */
  readOnly: boolean;
  logout: () => void;
}
