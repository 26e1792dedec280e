import type { InventorySettings } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

/** The restaurant's inventory settings; no row: the defaults (no dish is hidden for want of supplies). */
export async function findSettings(db: Queryable, restaurantId: string): Promise<InventorySettings> {
  const { rows } = await db.query<InventorySettings>('SELECT hide_unmakeable FROM inventory_settings WHERE restaurant_id = $1', [
    restaurantId,
  ]);
  return rows[0] ?? { hide_unmakeable: false };
}

export async function saveSettings(db: Queryable, restaurantId: string, settings: InventorySettings, by: string): Promise<void> {
  await db.query(
    `INSERT INTO inventory_settings (restaurant_id, hide_unmakeable, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (restaurant_id) DO UPDATE SET hide_unmakeable = $2, updated_by = $3, updated_at = now()`,
    [restaurantId, settings.hide_unmakeable, by],
  );
}
