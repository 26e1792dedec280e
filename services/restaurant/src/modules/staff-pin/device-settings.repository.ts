import type { DeviceSettings } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

/** The restaurant's device settings; without a row the devices never lock. */
export async function findDeviceSettings(db: Queryable, restaurantId: string): Promise<DeviceSettings> {
  const { rows } = await db.query<DeviceSettings>('SELECT idle_lock_minutes FROM device_settings WHERE restaurant_id = $1', [restaurantId]);
  return rows[0] ?? { idle_lock_minutes: 0 };
}

export async function saveDeviceSettings(
  db: Queryable,
  restaurantId: string,
  settings: DeviceSettings,
  by: string,
): Promise<DeviceSettings> {
  const { rows } = await db.query<DeviceSettings>(
    `INSERT INTO device_settings (restaurant_id, idle_lock_minutes, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (restaurant_id) DO UPDATE SET idle_lock_minutes = EXCLUDED.idle_lock_minutes, updated_by = EXCLUDED.updated_by,
       updated_at = now()
     RETURNING idle_lock_minutes`,
    [restaurantId, settings.idle_lock_minutes, by],
  );
  return rows[0]!;
}
