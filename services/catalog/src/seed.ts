import type { CreateProductRequest } from '@mb/contracts';
import type { Pool } from '@mb/service-kit';
import { findCategoryIdByName, insertCategory } from './modules/categories/categories.repository.js';
import { createProduct } from './modules/products/products.service.js';

const categories = [
  { name: 'Software', color: '#0f766e' },
  { name: 'Automatización', color: '#7c3aed' },
  { name: 'Servicios', color: '#ea580c' },
];

// Plans at the spec's prices (spec 1 §9); features, media and landing content come with the catalog issue.
const products: CreateProductRequest[] = [
  {
    name: 'Software Restaurante',
    slug: 'software-restaurant',
    description: 'Menú, pedidos, mesas, cocina y caja de tu restaurante en una sola aplicación.',
    category: 'Software',
    is_active: true,
    price_estandar: 80000,
    price_pro: 150000,
    price_gold: 250000,
  },
  {
    name: 'Automatizaciones con IA',
    slug: 'automatizaciones-ia',
    description: 'Asistentes y flujos automáticos que atienden a tus clientes y ordenan tu operación.',
    category: 'Automatización',
    is_active: true,
    price_estandar: 120000,
  },
  {
    name: 'Servicio Técnico',
    slug: 'servicio-tecnico',
    description: 'Soporte, mantenimiento e instalación de equipos y redes para tu negocio.',
    category: 'Servicios',
    is_active: true,
    price_estandar: 60000,
  },
];

/** Demo catalogue; safe to run again (existing categories and slugs are left as they are). */
export async function seedCatalog(pool: Pool): Promise<string[]> {
  const created: string[] = [];
  for (const category of categories) {
    if (!(await findCategoryIdByName(pool, category.name))) await insertCategory(pool, category);
  }
  for (const product of products) {
    const exists = await pool.query('SELECT 1 FROM products WHERE slug = $1', [product.slug]);
    if (exists.rowCount === 0) created.push((await createProduct(pool, product)).slug);
  }
  return created;
}
