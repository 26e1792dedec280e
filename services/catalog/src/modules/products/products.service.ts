import { createHash } from 'node:crypto';
import {
  catalogProductDeleted,
  messages,
  planTypes,
  slugify,
  type AuditActor,
  type CreateProduct,
  type LiveSubscriptions,
  type MediaItem,
  type Product,
  type UpdateProductRequest,
} from '@mb/contracts';
import { AppError, badRequest, conflict, notFound, recordAudit, withTransaction, writeOutbox, type Pool, type Tx } from '@mb/service-kit';
import { productChanges, productSummary } from '../../domain/audit-snapshot.js';
import { changesForHolders, holdersAtStakeMessage } from '../../domain/holder-impact.js';
import { defaultPlanName } from '../../domain/plans.js';
import { findCategoryIdByName } from '../categories/categories.repository.js';
import { announceProduct, productView } from './product-view.js';
import {
  deleteProductRow,
  findProduct,
  insertProduct,
  updateProductFields,
  upsertPlan,
  type ProductFields,
  type ProductRow,
} from './products.repository.js';

const uniqueViolation = '23505';

/** A list of links as media items; the id is derived from the link so the same list gives the same ids. */
export function mediaItemsOf(urls: string[]): MediaItem[] {
  return urls.map((url) => ({ id: createHash('sha256').update(url).digest('hex').slice(0, 12), url }));
}

function slugOrThrow(source: string): string {
  const slug = slugify(source);
  if (!slug) throw badRequest('Datos inválidos: slug: no puede quedar vacío');
  return slug;
}

async function categoryIdOf(tx: Tx, name: string): Promise<string> {
  const id = await findCategoryIdByName(tx, name);
  if (!id) throw badRequest(messages.categoryNotFound);
  return id;
}

/** Slugs are unique: a clash is the caller's to fix, not a server error. */
async function withSlugCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === uniqueViolation && constraint === 'products_slug_key') throw conflict(messages.slugTaken);
    if (code === uniqueViolation && constraint === 'products_seo_page_slug_key') throw conflict(messages.seoSlugTaken);
    throw error;
  }
}

const auditProduct = (tx: Tx, actor: AuditActor, action: string, id: string, before: object | null, after: object | null) =>
  recordAudit(tx, 'catalog', { actor, action, entity: { type: 'product', id }, before, after });

/** Creates a product with its plans and announces it, in one transaction. */
export async function createProduct(pool: Pool, input: CreateProduct, actor: AuditActor, correlationId?: string): Promise<Product> {
  return withSlugCheck(() =>
    withTransaction(pool, async (tx) => {
      const id = await insertProduct(tx, {
        name: input.name,
        description: input.description,
        category_id: await categoryIdOf(tx, input.category),
        slug: slugOrThrow(input.slug?.trim() ? input.slug : input.name),
        seo_page_slug: input.seo_page_slug?.trim() ? slugOrThrow(input.seo_page_slug) : null,
        image_url: input.image_url ?? null,
        available_countries: input.available_countries,
        implementation_cost: input.implementation_cost,
        maintenance_cost_monthly: input.maintenance_cost_monthly,
        maintenance_cost_annual: input.maintenance_cost_annual,
        description_general: input.description_general,
        description_features: input.description_features,
        description_unique: input.description_unique,
        gallery_images: mediaItemsOf(input.gallery_images),
        carousel_images: mediaItemsOf(input.carousel_images),
        video_url: input.video_url ?? null,
        is_active: input.is_active,
      });
      const prices = { estandar: input.price_estandar, pro: input.price_pro, gold: input.price_gold };
      for (const type of planTypes) {
        const price = prices[type];
        if (price !== undefined)
          await upsertPlan(tx, id, type, { name: defaultPlanName(type), price, features: input.plan_features?.[type] ?? [] });
      }
      const row = (await findProduct(tx, id))!;
      await announceProduct(tx, row, correlationId);
      const product = productView(row);
      await auditProduct(tx, actor, 'product.created', id, null, productSummary(product));
      return product;
    }),
  );
}

/** Who changes a product and how the audit log names the change (`product.updated`, `plan.updated`...). */
export interface ProductAudit {
  actor: AuditActor;
  action: string;
}

/**
 * Every change to an existing product: locks it, refuses a stale `expectedVersion`, applies the change,
 * moves the version on, announces the result and records it in the audit log, all in one transaction.
 */
export async function changeProduct(
  pool: Pool,
  id: string,
  change: (tx: Tx, current: ProductRow) => Promise<Partial<ProductFields>>,
  options: { audit: ProductAudit; correlationId?: string; expectedVersion?: number },
): Promise<Product> {
  return withSlugCheck(() =>
    withTransaction(pool, async (tx) => {
      const current = await findProduct(tx, id, { forUpdate: true });
      if (!current) throw notFound(messages.productNotFound);
      if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) {
        throw new AppError(409, messages.staleProduct, { version: current.version });
      }
      await updateProductFields(tx, id, await change(tx, current));
      const row = (await findProduct(tx, id))!;
      await announceProduct(tx, row, options.correlationId);
      const product = productView(row);
      const { before, after } = productChanges(productView(current), product);
      await auditProduct(tx, options.audit.actor, options.audit.action, id, before, after);
      return product;
    }),
  );
}

/** Who holds the product, as billing says (asked only when an edit would reach them). */
export type AskHolders = () => Promise<LiveSubscriptions>;

/**
 * PUT /products/{id}: the fields sent, nothing else. A blank slug goes back to the name's. Deactivating or moving the
 * slug of a product someone holds needs `confirm_live_subscriptions`; billing is asked with the row locked, so the
 * product cannot change between the answer and the save.
 */
export function updateProduct(
  pool: Pool,
  id: string,
  input: UpdateProductRequest,
  options: { actor: AuditActor; askHolders: AskHolders; correlationId?: string },
): Promise<Product> {
  const { version, category, slug, seo_page_slug, gallery_images, carousel_images, confirm_live_subscriptions, ...plain } = input;
  return changeProduct(
    pool,
    id,
    async (tx, current) => {
      const fields: Partial<ProductFields> = { ...plain };
      if (category !== undefined) fields.category_id = await categoryIdOf(tx, category);
      if (slug !== undefined) fields.slug = slugOrThrow(slug.trim() ? slug : (plain.name ?? current.name));
      if (seo_page_slug !== undefined) fields.seo_page_slug = seo_page_slug?.trim() ? slugOrThrow(seo_page_slug) : null;
      if (gallery_images !== undefined) fields.gallery_images = mediaItemsOf(gallery_images);
      if (carousel_images !== undefined) fields.carousel_images = mediaItemsOf(carousel_images);
      const changes = changesForHolders(current, fields);
      if (changes.length > 0 && !confirm_live_subscriptions) {
        const live = await options.askHolders();
        const moved = { from: current.slug, to: fields.slug ?? current.slug };
        const details = { code: 'live_subscriptions', changes, slug: moved, live_subscriptions: live };
        if (live.count > 0) throw new AppError(409, holdersAtStakeMessage(live, changes, moved), details);
      }
      return fields;
    },
    { audit: { actor: options.actor, action: 'product.updated' }, correlationId: options.correlationId, expectedVersion: version },
  );
}

/**
 * Removes the product and tells the others; returns it so its files can be removed after the commit. Refused while
 * billing says someone holds it (asked with the row locked; if billing cannot say, nothing is deleted).
 */
export async function deleteProduct(
  pool: Pool,
  id: string,
  options: { actor: AuditActor; askHolders: AskHolders; correlationId?: string },
): Promise<ProductRow> {
  const { actor, correlationId } = options;
  return withTransaction(pool, async (tx) => {
    const current = await findProduct(tx, id, { forUpdate: true });
    if (!current) throw notFound(messages.productNotFound);
    if ((await options.askHolders()).count > 0) throw new AppError(409, messages.productDeleteBlocked);
    if (!(await deleteProductRow(tx, id))) throw notFound(messages.productNotFound);
    await writeOutbox(tx, catalogProductDeleted, { aggregateId: id, correlationId, payload: { productId: id } });
    await auditProduct(tx, actor, 'product.deleted', id, productSummary(productView(current)), null);
    return current;
  });
}

export async function getProduct(pool: Pool, id: string): Promise<Product> {
  const row = await findProduct(pool, id);
  if (!row) throw notFound(messages.productNotFound);
  return productView(row);
}
