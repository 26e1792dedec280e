import { z } from 'zod';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'El color debe ser hexadecimal, por ejemplo #3b82f6');

export const category = z.object({ id: z.uuid(), name: z.string(), color: hexColor });
export type Category = z.infer<typeof category>;

/** GET /auth/public/categories */
export const publicCategoriesResponse = z.object({ success: z.literal(true), categories: z.array(category) });

const pesos = z.number().int('Debe ser un número entero de pesos').nonnegative('No puede ser negativo');

/** POST /auth/products (spec 2 §7.4). The full admin form arrives with the catalog issue. */
export const createProductRequest = z.object({
  name: z.string().trim().min(1, 'El nombre es obligatorio').max(200),
  description: z.string().trim().min(1, 'La descripción es obligatoria').max(5000),
  category: z.string().trim().min(1, 'La categoría es obligatoria'),
  slug: z.string().trim().max(200).optional(),
  image_url: z.string().max(2000).optional(),
  is_active: z.boolean().default(true),
  price_estandar: pesos.positive('El precio del plan estándar debe ser mayor que 0'),
  price_pro: pesos.optional(),
  price_gold: pesos.optional(),
});
export type CreateProductRequest = z.infer<typeof createProductRequest>;

export const productSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  category: z.string().nullable(),
  is_active: z.boolean(),
  sold_count: z.number().int(),
});
