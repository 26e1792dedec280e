import type { BillingSettings } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

export type BillingSettingsRecord = BillingSettings;

/**
 * Without a row, the defaults: responsible for the INC (the common case), 10 % suggested (the legal ceiling), and no
 * business data for the receipt yet.
 */
export const defaultBillingSettings: BillingSettingsRecord = {
  inc_responsible: true,
  suggested_tip_percent: 10,
  business_name: null,
  nit: null,
  address: null,
};

export const billingSettingsColumns = 'inc_responsible, suggested_tip_percent, business_name, nit, address';

export async function findBillingSettings(db: Queryable, restaurantId: string): Promise<BillingSettingsRecord> {
  const { rows } = await db.query<BillingSettingsRecord>(
    `SELECT ${billingSettingsColumns} FROM billing_settings WHERE restaurant_id = $1`,
    [restaurantId],
  );
  return rows[0] ?? defaultBillingSettings;
}

/** Changes what `change` names and keeps the rest. */
export async function saveBillingSettings(
  db: Queryable,
  restaurantId: string,
  change: Partial<BillingSettingsRecord>,
  by: string,
): Promise<BillingSettingsRecord> {
  const { rows } = await db.query<BillingSettingsRecord>(
    `INSERT INTO billing_settings (restaurant_id, inc_responsible, suggested_tip_percent, business_name, nit, address, updated_by)
     VALUES ($1, coalesce($2, $5::boolean), coalesce($3, $6::int), $7, $8, $9, $4)
     ON CONFLICT (restaurant_id) DO UPDATE SET inc_responsible = coalesce($2, billing_settings.inc_responsible),
       suggested_tip_percent = coalesce($3, billing_settings.suggested_tip_percent),
       business_name = coalesce($7, billing_settings.business_name), nit = coalesce($8, billing_settings.nit),
       address = coalesce($9, billing_settings.address), updated_by = $4, updated_at = now()
     RETURNING ${billingSettingsColumns}`,
    [
      restaurantId,
      change.inc_responsible ?? null,
      change.suggested_tip_percent ?? null,
      by,
      defaultBillingSettings.inc_responsible,
      defaultBillingSettings.suggested_tip_percent,
      change.business_name ?? null,
      change.nit ?? null,
      change.address ?? null,
    ],
  );
  return rows[0]!;
}
