import { planTypes, restaurantPlanFeatures, staffActions, type PlanType, type RestaurantUserRole, type StaffAction } from '@mb/contracts';
import type { FakeApi } from '@mb/ui/testing';
import type { RestaurantFeatures, RestaurantProfile } from '../session/index.js';

export const restaurantToken = 'restaurant-token-de-prueba';
export const appToken = 'sesion-del-restaurante';

export interface RestaurantFixture {
  role?: RestaurantUserRole;
  plan?: PlanType;
  restaurant?: Partial<RestaurantProfile['restaurant']>;
}

/** What the restaurant service answers each role may do (services/restaurant/src/domain/permissions.ts). */
const everything = [...staffActions];
export const rolePermissions: Record<RestaurantUserRole, StaffAction[]> = {
  super_admin: everything,
  admin: everything,
  employee: everything.filter((action) => action !== 'manage'),
  waiter: ['take_order', 'move_ticket', 'serve_floor'],
  cashier: ['take_order', 'move_ticket', 'serve_floor', 'charge', 'adjust', 'cash_shift'],
  cook: ['move_ticket'],
};

export function makeProfile({ role = 'super_admin', plan = 'pro', restaurant = {} }: RestaurantFixture = {}): RestaurantProfile {
  return {
    success: true,
    user: {
      id: '0a1b2c3d-0000-4000-8000-000000000010',
      user_id: '7b0f7a8e-0000-4000-8000-000000000001',
      email: role === 'employee' ? 'mesero@example.co' : 'ana@example.co',
      role,
      is_owner: role === 'super_admin',
      created_at: '2025-05-01T12:00:00.000Z',
      permissions: rolePermissions[role],
    },
    restaurant: {
      id: '0a1b2c3d-0000-4000-8000-000000000001',
      product_name: 'Restaurante La Ñapa',
      plan_type: plan,
      subscription_status: 'active',
      read_only: false,
      suspends_at: null,
      ...restaurant,
    },
  };
}

/** What the service answers for a plan: its keys, and every other key with the cheapest plan that has it. */
/** The longest stats range per plan, as the restaurant service answers it (featuresResponse.stats_max_days). */
const statsMaxDays: Record<PlanType, number> = { estandar: 1, pro: 31, gold: 93 };

export function makeFeatures(plan: PlanType = 'pro'): RestaurantFeatures & { stats_max_days: number } {
  const keys = [...new Set(planTypes.flatMap((type) => restaurantPlanFeatures[type]))];
  return {
    success: true,
    plan_type: plan,
    features: [...restaurantPlanFeatures[plan]],
    all: keys.map((key) => ({
      key,
      included: restaurantPlanFeatures[plan].includes(key),
      unlocked_by: planTypes.find((type) => restaurantPlanFeatures[type].includes(key))!,
    })),
    stats_max_days: statsMaxDays[plan],
  };
}

/** The person of a profile as GET /restaurant/personal lists them. */
export const staffMemberOf = (user: RestaurantProfile['user'], name = user.email, hasPin = false) => ({
  id: user.id,
  email: user.email,
  name,
  role: user.role,
  is_owner: user.is_owner,
  has_pin: hasPin,
});

/**
 * A restaurant the account opened: restaurant_token stored, and the entry calls (setup-user, login), the profile
 * and the features answered as the gateway would.
 */
export function openRestaurant(api: FakeApi, fixture: RestaurantFixture = {}): RestaurantProfile {
  const profile = makeProfile(fixture);
  localStorage.setItem('restaurant_token', restaurantToken);
  api
    .on('POST /restaurant/auth/setup-user', {
      body: { success: true, message: 'Usuario del restaurante creado', created: true, user: profile.user },
    })
    .on('POST /restaurant/auth/login', {
      body: {
        success: true,
        message: 'Sesión del restaurante iniciada',
        token: appToken,
        expires_in: 43200,
        user: profile.user,
        restaurant: profile.restaurant,
      },
    })
    .on('GET /restaurant/auth/profile', { body: profile })
    .on('GET /restaurant/menu/user/features', { body: makeFeatures(profile.restaurant.plan_type) })
    // The person, named by their e-mail as the service names the owner, with no PIN; the devices never lock.
    .on('GET /restaurant/personal', { body: { success: true, data: [staffMemberOf(profile.user)] } })
    .on('GET /restaurant/personal/ajustes', { body: { success: true, data: { idle_lock_minutes: 0 } } });
  return profile;
}
