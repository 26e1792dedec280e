import { catalogProductUpserted, defaultCountries, planTypes, type Product } from '@mb/contracts';
import { writeOutbox, type Tx } from '@mb/service-kit';
import { customPlanView, enabledFeatures, planView } from '../../domain/plans.js';
import type { ProductRow } from './products.repository.js';

/** A product as callers see it: annual prices computed, default countries filled in. */
export function productView(row: ProductRow): Product {
  const plans: Product['plans'] = {};
  for (const type of planTypes) {
    const stored = row.plans[type];
    if (stored) plans[type] = planView(stored);
  }
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    category_id: row.category_id,
    slug: row.slug,
    seo_page_slug: row.seo_page_slug,
    image_url: row.image_url,
    available_countries: row.available_countries.length > 0 ? row.available_countries : [...defaultCountries],
    implementation_cost: row.implementation_cost,
    maintenance_cost_monthly: row.maintenance_cost_monthly,
    maintenance_cost_annual: row.maintenance_cost_annual,
    description_general: row.description_general,
    description_features: row.description_features,
    description_unique: row.description_unique,
    gallery_images: row.gallery_images,
    carousel_images: row.carousel_images,
    video_url: row.video_url,
    is_active: row.is_active,
    version: row.version,
    sold_count: row.sold_count,
    features: enabledFeatures(row.plans),
    plans,
    custom_plans: row.custom_plans.map(customPlanView),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Tells the other services (billing's price list, the public cache) what the product is now. */
export async function announceProduct(tx: Tx, row: ProductRow, correlationId?: string): Promise<void> {
  await writeOutbox(tx, catalogProductUpserted, {
    aggregateId: row.id,
    correlationId,
    payload: {
      productId: row.id,
      name: row.name,
      slug: row.slug,
      category: row.category,
      isActive: row.is_active,
      plans: planTypes.flatMap((planType) => {
        const plan = row.plans[planType];
        return plan ? [{ planType, name: plan.name, price: plan.price, priceAnnual: planView(plan).price_annual }] : [];
      }),
    },
  });
}
