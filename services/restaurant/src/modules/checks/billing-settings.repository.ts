import type { Queryable } from '@mb/service-kit';

export interface BillingSettingsRecord {
  inc_responsible: boolean;
  suggested_tip_percent: number;
}

/** Without a row, the defaults: responsible for the INC (the common case), 10 % suggested (the legal ceiling). */
export const defaultBillingSettings: BillingSettingsRecord = { inc_responsible: true, suggested_tip_percent: 10 };

export async function findBillingSettings(db: Queryable, restaurantId: string): Promise<BillingSettingsRecord> {
  const { rows } = await db.query<BillingSettingsRecord>(
    'SELECT inc_responsible, suggested_tip_percent FROM billing_settings WHERE restaurant_id = $1',
    [restaurantId],
  );
  return rows[0] ?? defaultBillingSettings;
}

export async function saveBillingSettings(
  db: Queryable,
  restaurantId: string,
  change: Partial<BillingSettingsRecord>,
  by: string,
): Promise<BillingSettingsRecord> {
  const { rows } = await db.query<BillingSettingsRecord>(
    `INSERT INTO billing_settings (restaurant_id, inc_responsible, suggested_tip_percent, updated_by)
     VALUES ($1, coalesce($2, $5::boolean), coalesce($3, $6::int), $4)
     ON CONFLICT (restaurant_id) DO UPDATE SET inc_responsible = coalesce($2, billing_settings.inc_responsible),
       suggested_tip_percent = coalesce($3, billing_settings.suggested_tip_percent), updated_by = $4, updated_at = now()
     RETURNING inc_responsible, suggested_tip_percent`,
    [
      restaurantId,
      change.inc_responsible ?? null,
      change.suggested_tip_percent ?? null,
      by,
      defaultBillingSettings.inc_responsible,
      defaultBillingSettings.suggested_tip_percent,
    ],
  );
  return rows[0]!;
}
