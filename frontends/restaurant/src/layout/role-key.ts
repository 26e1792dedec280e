import type { RestaurantUser } from '@mb/contracts';

/** The owner is the restaurant's super_admin, but people know them as the owner ('Propietario'). */
export function roleKey(user: Pick<RestaurantUser, 'role' | 'is_owner'>): RestaurantUser['role'] | 'owner' {
  return user.is_owner ? 'owner' : user.role;
}
