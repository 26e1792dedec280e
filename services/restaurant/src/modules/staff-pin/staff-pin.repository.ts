import type { StaffRole } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import { pinLockMinutes, pinTryWindowMinutes, type PinTryState } from '../../domain/pin-throttle.js';

export interface StaffMemberRecord {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  is_owner: boolean;
  has_pin: boolean;
}

/** The restaurant's people who opened the app and still belong: the owner, and staff whose assignment stands. */
export async function listStaffMembers(db: Queryable, restaurantId: string): Promise<StaffMemberRecord[]> {
  const { rows } = await db.query<StaffMemberRecord>(
    `SELECT u.id, u.email, coalesce(a.assigned_name, u.email) AS name,
            CASE WHEN u.user_id = s.owner_user_id THEN 'super_admin' ELSE a.role END AS role,
            u.user_id = s.owner_user_id AS is_owner, p.user_id IS NOT NULL AS has_pin
     FROM restaurant_users u
     JOIN subscriptions s ON s.id = u.restaurant_id
     LEFT JOIN assignments a ON a.subscription_id = s.id AND a.assigned_email = u.email
     LEFT JOIN staff_pins p ON p.restaurant_id = u.restaurant_id AND p.user_id = u.id
     WHERE u.restaurant_id = $1 AND (u.user_id = s.owner_user_id OR a.id IS NOT NULL)
     ORDER BY is_owner DESC, name, u.id`,
    [restaurantId],
  );
  return rows;
}

export async function savePin(db: Queryable, pin: { restaurantId: string; userId: string; hash: string; setBy: string }): Promise<void> {
  await db.query(
    `INSERT INTO staff_pins (restaurant_id, user_id, pin_hash, set_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (restaurant_id, user_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, set_by = EXCLUDED.set_by, updated_at = now()`,
    [pin.restaurantId, pin.userId, pin.hash, pin.setBy],
  );
}

export async function findPinHash(db: Queryable, restaurantId: string, userId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ pin_hash: string }>('SELECT pin_hash FROM staff_pins WHERE restaurant_id = $1 AND user_id = $2', [
    restaurantId,
    userId,
  ]);
  return rows[0]?.pin_hash;
}

/**
 * Counts one more try for each subject, before the PIN is checked, so tries sent at once are all counted; a subject
 * still locked keeps its lock and count, one whose lock ran out or whose last try is old starts again at 1.
 */
export async function countPinTry(db: Queryable, restaurantId: string, subjects: string[]): Promise<PinTryState[]> {
  const { rows } = await db.query<PinTryState>(
    `INSERT INTO pin_tries (restaurant_id, subject, tries) SELECT $1, subject, 1 FROM unnest($2::text[]) AS subject
     ON CONFLICT (restaurant_id, subject) DO UPDATE SET
       tries = CASE WHEN pin_tries.locked_until > now() THEN pin_tries.tries
                    WHEN pin_tries.locked_until IS NOT NULL OR pin_tries.last_try_at < now() - make_interval(mins => $3) THEN 1
                    ELSE pin_tries.tries + 1 END,
       locked_until = CASE WHEN pin_tries.locked_until > now() THEN pin_tries.locked_until END,
       last_try_at = now()
     RETURNING tries, locked_until`,
    [restaurantId, subjects, pinTryWindowMinutes],
  );
  return rows;
}

/** Locks these subjects for the lock's minutes. */
export async function lockPinTries(db: Queryable, restaurantId: string, subjects: string[]): Promise<void> {
  await db.query(
    `UPDATE pin_tries SET locked_until = now() + make_interval(mins => $3) WHERE restaurant_id = $1 AND subject = ANY($2::text[])`,
    [restaurantId, subjects, pinLockMinutes],
  );
}

/** A right PIN: the person's and the device's count start again. */
export async function clearPinTries(db: Queryable, restaurantId: string, subjects: string[]): Promise<void> {
  await db.query('DELETE FROM pin_tries WHERE restaurant_id = $1 AND subject = ANY($2::text[])', [restaurantId, subjects]);
}
