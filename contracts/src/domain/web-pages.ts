/** Spec 1 §2: the product landing pages, under /soluciones/<slug>. */
export const landingSlugs = ['automatizaciones-ia', 'software-restaurant', 'servicio-tecnico'] as const;
export type LandingSlug = (typeof landingSlugs)[number];

/** The web app's pages with a fixed address (the shell's routes and the remotes' screens). */
const fixedPages = new Set([
  '/',
  '/tienda',
  '/cuenta',
  '/admin',
  '/admin/tienda',
  '/admin/pagos',
  '/admin/facturacion',
  '/admin/facturacion/plantillas',
  '/admin/analitica',
  '/admin/auditoria',
  '/admin/operacion',
]);
/** The restaurant app routes its own sections below its page. */
const restaurantApp = /^\/restaurant\/panelControl(\/[a-z]+)?$/;
const productPage = /^\/tienda\/([^/]+)$/;
const landingPage = /^\/soluciones\/([^/]+)$/;

/**
 * What a browser path is: one of the app's pages, a product page (a page only if that product exists, which the
 * catalogue says), or nothing of ours (404, with the app's not-found page). A trailing slash is the same page.
 */
export function webPageKind(path: string): { kind: 'page' } | { kind: 'product'; slug: string } | undefined {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (fixedPages.has(page) || restaurantApp.test(page)) return { kind: 'page' };
  const product = productPage.exec(page)?.[1];
  if (product) return { kind: 'product', slug: product };
  const landing = landingPage.exec(page)?.[1];
  if (landing && (landingSlugs as readonly string[]).includes(landing)) return { kind: 'page' };
  return undefined;
}

/**
 * Catalogue answers the server writes into a page's first HTML (a `<script type="application/json">` with this id),
 * each under the TanStack Query key the store reads it with, so the page renders from them instead of asking again.
 */
export const pageDataElementId = 'mb-page-data';
export const publicQueryKeys = {
  products: ['public', 'products'],
  product: (slug: string) => ['public', 'product', slug],
  categories: ['public', 'categories'],
  /** The shell's session (`/auth/me`'s user), written in as none when the browser sent no session cookie. */
  session: ['auth', 'me'],
  /** Where each remote's entry is (`/api/remotes`'s `remotes`). */
  remotes: ['api', 'remotes'],
} as const;
export type PageData = { key: readonly unknown[]; value: unknown }[];
