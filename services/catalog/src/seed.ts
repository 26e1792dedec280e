import { existsSync, readFileSync } from 'node:fs';
import {
  createProductRequest,
  planTypes,
  restaurantPlanFeatures,
  restaurantPlanPrices,
  systemActor,
  type CreateProductRequest,
} from '@mb/contracts';
import type { Pool } from '@mb/service-kit';
import type { MediaStorage } from '@mb/service-kit/media';
import { findCategoryIdByName, insertCategory } from './modules/categories/categories.repository.js';
import { createProduct } from './modules/products/products.service.js';

const categories = [
  { name: 'Software', color: '#1c7ed6' },
  { name: 'Automatización', color: '#7c3aed' },
  { name: 'Servicios', color: '#ea580c' },
];

const features = (names: readonly string[]) => names.map((name) => ({ name, enabled: true }));

type SeedProduct = Omit<CreateProductRequest, 'image_url' | 'gallery_images' | 'carousel_images'>;

// Spec 1 §9: the restaurant software's plans and features, exactly. Every feature key needs its label in the
// store's four languages (frontends/store/locales/<lang>/store.json, product.featureNames).
export const seedProducts: SeedProduct[] = [
  {
    name: 'Software Restaurante',
    slug: 'software-restaurant',
    seo_page_slug: 'software-restaurant',
    category: 'Software',
    description: 'Menú, pedidos, mesas, cocina y caja de tu restaurante en una sola aplicación.',
    description_general:
      'Administra tu restaurante desde cualquier dispositivo: toma pedidos en la mesa, envíalos a cocina, cobra con varios medios de pago y cierra la caja con el inventario al día.',
    description_features:
      'Cada plan suma herramientas: el Estándar cubre la operación diaria, el Pro agrega facturación electrónica DIAN y menú rápido, y el Gold añade gestión financiera, varias sedes y acceso por API.',
    description_unique:
      'Hecho en Colombia para restaurantes colombianos: precios en pesos, facturación electrónica ante la DIAN y soporte en español las 24 horas.',
    available_countries: ['CO', 'MX', 'CL'],
    implementation_cost: 0,
    price_estandar: restaurantPlanPrices.estandar,
    price_pro: restaurantPlanPrices.pro,
    price_gold: restaurantPlanPrices.gold,
    plan_features: Object.fromEntries(planTypes.map((type) => [type, features(restaurantPlanFeatures[type])])),
  },
  {
    name: 'Automatizaciones con IA',
    slug: 'automatizaciones-ia',
    seo_page_slug: 'automatizaciones-ia',
    category: 'Automatización',
    description: 'Asistentes y flujos automáticos que atienden a tus clientes y ordenan tu operación.',
    description_general:
      'Un asistente con inteligencia artificial responde por WhatsApp y en tu sitio web, agenda citas y toma pedidos, mientras los flujos automáticos mueven la información entre tus herramientas.',
    description_features: 'El plan Estándar atiende un canal; el Pro conecta varios canales, tu CRM y reportes de conversaciones.',
    description_unique: 'Diseñamos cada flujo contigo y lo ajustamos cada mes según lo que preguntan tus clientes.',
    available_countries: ['CO', 'MX', 'CL', 'PE'],
    implementation_cost: 350000,
    price_estandar: 120000,
    price_pro: 220000,
    plan_features: {
      estandar: features(['asistente_whatsapp', 'respuestas_automaticas', 'agenda_citas']),
      pro: features([
        'asistente_whatsapp',
        'respuestas_automaticas',
        'agenda_citas',
        'multicanal',
        'integracion_crm',
        'reportes_conversaciones',
      ]),
    },
  },
  {
    name: 'Servicio Técnico',
    slug: 'servicio-tecnico',
    seo_page_slug: 'servicio-tecnico',
    category: 'Servicios',
    description: 'Soporte, mantenimiento e instalación de equipos y redes para tu negocio.',
    description_general:
      'Mantenimiento preventivo y correctivo de computadores, impresoras de tickets, datáfonos y redes, con visitas programadas y soporte remoto.',
    description_features:
      'El plan Estándar incluye soporte remoto y una visita al mes; el Pro suma visitas ilimitadas y respuesta prioritaria.',
    description_unique: 'Técnicos certificados y repuestos garantizados; atendemos en sitio en las principales ciudades de Colombia.',
    available_countries: ['CO'],
    implementation_cost: 0,
    price_estandar: 60000,
    price_pro: 110000,
    plan_features: {
      estandar: features(['soporte_remoto', 'visita_mensual', 'mantenimiento_preventivo']),
      pro: features(['soporte_remoto', 'visitas_ilimitadas', 'mantenimiento_preventivo', 'respuesta_prioritaria', 'inventario_equipos']),
    },
  },
  // Electronic invoicing beside the restaurant software, web development beside the technical service: a product page
  // has related products (same category) to show (spec 1 §2).
  {
    name: 'Facturación Electrónica',
    slug: 'facturacion-electronica',
    seo_page_slug: null,
    category: 'Software',
    description: 'Facturas, notas crédito y documentos soporte válidos ante la DIAN, desde el navegador.',
    description_general:
      'Emite facturas electrónicas validadas por la DIAN en segundos, envíalas a tus clientes por correo con su PDF y consulta su estado cuando quieras.',
    description_features:
      'El plan Estándar cubre facturas, notas crédito y documentos soporte; el Pro suma nómina electrónica, varias sedes y conexión por API con tu sistema.',
    description_unique: 'Te acompañamos en la habilitación ante la DIAN: set de pruebas, resolución de numeración y paso a producción.',
    available_countries: ['CO'],
    implementation_cost: 0,
    price_estandar: 45000,
    price_pro: 90000,
    plan_features: {
      estandar: features(['factura_electronica', 'notas_credito', 'documento_soporte', 'soporte_remoto']),
      pro: features([
        'factura_electronica',
        'notas_credito',
        'documento_soporte',
        'soporte_remoto',
        'nomina_electronica',
        'multi_sucursal',
        'api_access',
      ]),
    },
  },
  {
    name: 'Desarrollo Web',
    slug: 'desarrollo-web',
    seo_page_slug: null,
    category: 'Servicios',
    description: 'Tu sitio o tienda en línea, rápido y seguro, con hosting, dominio y mantenimiento incluidos.',
    description_general:
      'Diseñamos y mantenemos el sitio web de tu negocio: páginas rápidas que se ven bien en el teléfono, formularios de contacto y, si vendes en línea, tu tienda con pagos.',
    description_features:
      'El plan Estándar es un sitio informativo con hosting, dominio y SSL; el Pro agrega tienda en línea, pagos y posicionamiento en buscadores.',
    description_unique: 'Un equipo en Colombia que responde por tu sitio: cambios de contenido cada mes y copias de seguridad diarias.',
    available_countries: ['CO', 'MX', 'CL', 'PE'],
    implementation_cost: 1200000,
    price_estandar: 150000,
    price_pro: 290000,
    plan_features: {
      estandar: features(['sitio_web', 'hosting_dominio', 'certificado_ssl', 'soporte_remoto']),
      pro: features([
        'sitio_web',
        'hosting_dominio',
        'certificado_ssl',
        'soporte_remoto',
        'tienda_en_linea',
        'pagos_en_linea',
        'posicionamiento_seo',
      ]),
    },
  },
];

/** Products drawn with their main picture only (the others have three gallery and four carousel pictures too). */
const mainPictureOnly = new Set(['facturacion-electronica', 'desarrollo-web']);

/**
 * The project's own drawings (services/catalog/seed-media/): found from this file whether it runs from the sources or
 * bundled into scripts/dist/. A demo catalogue without its pictures is a broken seed, so none found is an error.
 */
function artworkDir(): URL {
  for (let dir = new URL('./', import.meta.url); ; dir = new URL('../', dir)) {
    for (const candidate of [new URL('seed-media/', dir), new URL('services/catalog/seed-media/', dir)]) {
      if (existsSync(new URL('README.md', candidate))) return candidate;
    }
    if (dir.pathname === '/') throw new Error('seed: the product artwork (services/catalog/seed-media/) was not found');
  }
}

/** Each seeded product's picture, gallery and carousel, copied into the media storage; a missing one stops the seed. */
async function seedMedia(storage: MediaStorage, artwork: URL, slug: string) {
  const stored = async (name: string): Promise<string> => {
    const file = new URL(name, artwork);
    if (!existsSync(file)) throw new Error(`seed: missing artwork ${file.pathname}`);
    await storage.put(`seed/${name}`, readFileSync(file));
    return `/media/seed/${name}`;
  };
  const many = (kind: string, count: number) =>
    Promise.all(Array.from({ length: count }, (_, index) => stored(`${slug}-${kind}-${index + 1}.webp`)));
  const mainOnly = mainPictureOnly.has(slug);
  return {
    image_url: await stored(`${slug}-main.webp`),
    gallery_images: await many('gallery', mainOnly ? 0 : 3),
    carousel_images: await many('carousel', mainOnly ? 0 : 4),
  };
}

/**
 * Demo catalogue; safe to run again (existing categories and slugs are left as they are). The artwork is stored again
 * every time, so a media folder emptied since the first seed does not leave the demo products without pictures.
 */
export async function seedCatalog(pool: Pool, storage: MediaStorage): Promise<string[]> {
  const created: string[] = [];
  const artwork = artworkDir();
  for (const category of categories) {
    if (!(await findCategoryIdByName(pool, category.name))) await insertCategory(pool, category);
  }
  for (const product of seedProducts) {
    const media = await seedMedia(storage, artwork, product.slug!);
    const exists = await pool.query('SELECT 1 FROM products WHERE slug = $1', [product.slug]);
    if (exists.rowCount !== 0) continue;
    const input = createProductRequest.parse({ ...product, ...media });
    created.push((await createProduct(pool, input, systemActor)).slug);
  }
  return created;
}
