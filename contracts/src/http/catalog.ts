import { z } from 'zod';
import { defaultCountries, mediaLimits } from '../domain/catalog.js';
import { planType, planTypes } from '../domain/plans.js';
import { activeSubscriptionsResponse } from './billing.js';

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'El color debe ser hexadecimal, por ejemplo #3b82f6');
const pesos = z
  .number()
  .int('Debe ser un número entero de pesos')
  .nonnegative('No puede ser negativo')
  .max(1_000_000_000, 'El valor es demasiado alto');
const positivePesos = pesos.positive('El precio debe ser mayor que 0');
const text = (max: number) => z.string().trim().max(max, `Máximo ${max} caracteres`);
/** A link to a picture or video: our own media path (`/media/...`) or an absolute https URL. */
const mediaUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value.startsWith('/media/') || /^https:\/\/[^\s]+$/.test(value), 'Debe ser una URL https o un archivo subido');
/** ISO 3166-1 alpha-2 (CO, MX, CL); the browser names them in the visitor's language. */
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'País inválido: usa el código de dos letras (CO, MX, CL)');

export const category = z.object({ id: z.uuid(), name: z.string(), color: hexColor });
export type Category = z.infer<typeof category>;

/** GET /auth/public/categories and GET /auth/categories */
export const categoriesResponse = z.object({ success: z.literal(true), categories: z.array(category) });
export const publicCategoriesResponse = categoriesResponse;

/** PUT /auth/categories: creates without id, renames or recolours with it. */
export const upsertCategoryRequest = z.object({
  id: z.uuid('Categoría inválida').optional(),
  name: text(80).min(1, 'El nombre de la categoría es obligatorio'),
  color: hexColor.default('#3b82f6'),
});
export type UpsertCategoryRequest = z.infer<typeof upsertCategoryRequest>;
export const categoryResponse = z.object({ success: z.literal(true), category });

export const planFeature = z.object({ name: z.string(), enabled: z.boolean() });
export type PlanFeature = z.infer<typeof planFeature>;

export const plan = z.object({
  name: z.string(),
  price: z.number().int(),
  /** Always round(price × 12 × 0.9), computed by the catalog. */
  price_annual: z.number().int(),
  features: z.array(planFeature),
});
export type Plan = z.infer<typeof plan>;

export const customPlan = plan.extend({ key: z.string() });
export type CustomPlan = z.infer<typeof customPlan>;

export const mediaItem = z.object({ id: z.string(), url: z.string() });
export type MediaItem = z.infer<typeof mediaItem>;

export { defaultCountries, mediaLimits };

/** Everything the store and the admin show of a product (spec 1 §3, spec 2 §2.8). */
export const product = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  category_id: z.uuid().nullable(),
  slug: z.string(),
  seo_page_slug: z.string().nullable(),
  image_url: z.string().nullable(),
  available_countries: z.array(z.string()),
  implementation_cost: z.number().int(),
  maintenance_cost_monthly: z.number().int(),
  maintenance_cost_annual: z.number().int(),
  description_general: z.string(),
  description_features: z.string(),
  description_unique: z.string(),
  gallery_images: z.array(mediaItem),
  carousel_images: z.array(mediaItem),
  video_url: z.string().nullable(),
  is_active: z.boolean(),
  /** Goes up by one on every change; a PUT carrying an older one is refused (nothing overwritten). */
  version: z.number().int(),
  sold_count: z.number().int(),
  /** Names of the features enabled in any plan. */
  features: z.array(z.string()),
  plans: z.object({ estandar: plan.optional(), pro: plan.optional(), gold: plan.optional() }),
  custom_plans: z.array(customPlan),
  updated_at: z.string(),
});
export type Product = z.infer<typeof product>;

export const productsResponse = z.object({ success: z.literal(true), products: z.array(product) });
export const productResponse = z.object({ success: z.literal(true), product });
/** GET /auth/products (spec 2 §7.2): every product, inactive ones too, as `all_products`; `products` is the same list. */
export const adminProductsResponse = productsResponse.extend({ all_products: z.array(product) });

const featureInput = z.object({ name: z.string().trim().max(120), enabled: z.boolean().default(true) });
/** Entries with a blank name are dropped (spec 2 §2.8). */
const featuresInput = z
  .array(featureInput)
  .max(50, 'Máximo 50 características por plan')
  .transform((features) => features.filter((feature) => feature.name.length > 0));

const productFields = {
  name: text(200).min(1, 'El nombre es obligatorio'),
  description: text(5000).min(1, 'La descripción es obligatoria'),
  category: text(80).min(1, 'La categoría es obligatoria'),
  slug: text(200).optional(),
  seo_page_slug: text(200).nullable().optional(),
  image_url: mediaUrl.nullable().optional(),
  is_active: z.boolean(),
  available_countries: z.array(countryCode).max(250),
  implementation_cost: pesos,
  maintenance_cost_monthly: pesos,
  maintenance_cost_annual: pesos,
  description_general: text(20000),
  description_features: text(20000),
  description_unique: text(20000),
  gallery_images: z.array(mediaUrl).max(mediaLimits.gallery, `Máximo ${mediaLimits.gallery} imágenes de galería`),
  carousel_images: z.array(mediaUrl).max(mediaLimits.carousel, `Máximo ${mediaLimits.carousel} imágenes de carrusel`),
  video_url: mediaUrl.nullable().optional(),
};

const planFeaturesInput = z.object({ estandar: featuresInput, pro: featuresInput, gold: featuresInput }).partial();

/** POST /auth/products (spec 2 §7.4): name, description, category and a standard price above 0 are required. */
export const createProductRequest = z.object({
  ...productFields,
  is_active: productFields.is_active.default(true),
  available_countries: productFields.available_countries.default([]),
  implementation_cost: pesos.default(0),
  maintenance_cost_monthly: pesos.default(0),
  maintenance_cost_annual: pesos.default(0),
  description_general: productFields.description_general.default(''),
  description_features: productFields.description_features.default(''),
  description_unique: productFields.description_unique.default(''),
  gallery_images: productFields.gallery_images.default([]),
  carousel_images: productFields.carousel_images.default([]),
  price_estandar: positivePesos,
  price_pro: positivePesos.optional(),
  price_gold: positivePesos.optional(),
  /** Each plan's features as name + enabled. */
  plan_features: planFeaturesInput.optional(),
});
export type CreateProductRequest = z.input<typeof createProductRequest>;
export type CreateProduct = z.output<typeof createProductRequest>;

/**
 * PUT /auth/products/{id}: any subset of the fields; `version` (from the last read) guards against lost updates.
 * Deactivating a product or changing its slug while someone holds it is refused (409, `liveSubscriptionsConflict`)
 * unless `confirm_live_subscriptions` says the administrator saw who is affected.
 */
export const updateProductRequest = z
  .object({ ...productFields, version: z.number().int().positive().optional(), confirm_live_subscriptions: z.boolean().optional() })
  .partial()
  .refine(
    (body) => Object.keys(body).some((key) => !['version', 'confirm_live_subscriptions'].includes(key)),
    'No hay cambios para guardar',
  );
export type UpdateProductRequest = z.output<typeof updateProductRequest>;

/** What an edit does to the people who hold the product: takes it out of the store, or moves its address. */
export const productChangesForHolders = ['deactivate', 'slug'] as const;
export type ProductChangeForHolders = (typeof productChangesForHolders)[number];
/** The 409 of such an edit, for the screen's confirmation: what would change and the live subscriptions it reaches. */
export const liveSubscriptionsConflict = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.literal('live_subscriptions'),
  changes: z.array(z.enum(productChangesForHolders)).min(1),
  slug: z.object({ from: z.string(), to: z.string() }),
  live_subscriptions: activeSubscriptionsResponse.omit({ success: true }),
});
export type LiveSubscriptionsConflict = z.infer<typeof liveSubscriptionsConflict>;

/** PUT /auth/products/{id}/plans/{plan}: price and/or features; price_annual may be sent but must be the computed one. */
export const updatePlanRequest = z
  .object({ price: positivePesos.optional(), price_annual: pesos.optional(), features: featuresInput.optional() })
  .refine((body) => body.price !== undefined || body.features !== undefined, 'Indica el precio o las características del plan');
export type UpdatePlanRequest = z.output<typeof updatePlanRequest>;
export const planParams = z.object({ id: z.uuid('Producto inválido'), plan: z.enum(planTypes, 'Plan inválido: usa estandar, pro o gold') });

/** PUT /auth/products/{id}/plans/custom */
export const customPlanRequest = z.object({
  key: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'La clave del plan solo admite letras, números, - y _ (máximo 40)')
    .refine((key) => !planType.safeParse(key).success, 'Esa clave es de un plan estándar (estandar, pro, gold)'),
  name: text(80).min(1, 'El nombre del plan es obligatorio'),
  price: positivePesos,
  features: featuresInput.default([]),
});
export type CustomPlanRequest = z.output<typeof customPlanRequest>;

/** Product slug from its name (spec 2 §5): lowercase, accents removed, anything else to single hyphens. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const productIdParams = z.object({ id: z.uuid('Producto inválido') });
export const mediaItemParams = productIdParams.extend({ itemId: z.string().min(1).max(64) });
export const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** POST /auth/admin/reconcile/sold-count */
export const reconcileSoldCountRequest = z.object({ resetAll: z.boolean().default(false) });
export const reconcileSoldCountResponse = z.object({ success: z.literal(true), message: z.string(), updated: z.number().int() });

/** Upload limits: spec 2 §5 image sides; sizes are ours. */
export const uploadLimits = {
  minSide: 50,
  maxSide: 3000,
  imageBytes: 8 * 1024 * 1024,
  /** Decoded pixels, all frames of an animation together: a small file that would open into gigabytes is refused. */
  maxPixels: 25_000_000,
  videoBytes: 100 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  videoTypes: ['video/mp4', 'video/webm'],
} as const;
