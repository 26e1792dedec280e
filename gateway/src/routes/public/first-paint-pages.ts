import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productResponse, productsResponse, publicQueryKeys, type PageData, type webPageKind } from '@mb/contracts';
import type { FirstPaint } from '../../plugins/first-paint.js';
import type { PageMeta } from '../../plugins/page-meta.js';
import type { CatalogClient } from '../../clients/catalog.client.js';
import type { KeptCatalog } from './kept-catalog.js';

/** What the server sends in a page's first HTML: its preview tags (a product's), its visible content and its data. */
export interface ServerPage {
  meta?: PageMeta;
  firstPaint: FirstPaint;
  data?: PageData;
}

type WebPageKind = NonNullable<ReturnType<typeof webPageKind>>;

interface StoreTexts {
  home: { home: { hero: { eyebrow: string; title: string; subtitle: string } } };
  landing: { landing: { pages: Record<string, { title: string; subtitle: string }> } };
  store: { store: { title: string } };
}

/** The store remote's Spanish texts (its `locales/es/*.json`, what the app shows first); none when not there. */
function storeTexts(remotesDir: string): StoreTexts | undefined {
  const file = (name: string) => join(remotesDir, 'store', 'locales', 'es', `${name}.json`);
  const names = ['home', 'landing', 'store'] as const;
  if (!names.every((name) => existsSync(file(name)))) return undefined;
  return Object.fromEntries(names.map((name) => [name, JSON.parse(readFileSync(file(name), 'utf8'))])) as unknown as StoreTexts;
}

const keptJson = async (answer: Promise<{ body: Buffer }>): Promise<Record<string, unknown>> => JSON.parse((await answer).body.toString());

/**
 * The home, the landing pages, the store and each product page arrive with their content. Products come from the
 * same kept answers as the public catalogue reads, so a page is fresh after every `catalog.product.*` event; an
 * unknown product throws the catalogue's 404. The store's categories (which change with no event) are asked for each
 * time.
 */
export function firstPaintPages(kept: KeptCatalog, catalog: Pick<CatalogClient, 'listCategories'>, remotesDir: string) {
  const texts = storeTexts(remotesDir);
  return async (path: string, page: WebPageKind, requestId: string): Promise<ServerPage | undefined> => {
    if (page.kind === 'product') {
      const slug = decodeURIComponent(page.slug);
      // The answers as the API sends them (what the app would fetch), read through their schemas for the content.
      const productAnswer = await keptJson(kept.product(slug, requestId));
      const found = productResponse.parse(productAnswer).product;
      // The product page also lists the other products: both answers go with it.
      const productsAnswer = await keptJson(kept.products(requestId));
      return {
        meta: { title: `${found.name} | MB Platform`, description: found.description, image: found.image_url },
        firstPaint: {
          title: found.name,
          text: found.description,
          image: found.image_url ? { src: found.image_url, alt: found.name } : null,
        },
        data: [
          { key: publicQueryKeys.product(slug), value: productAnswer.product },
          { key: publicQueryKeys.products, value: productsAnswer.products },
        ],
      };
    }
    if (!texts) return undefined;
    const fixed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (fixed === '/') {
      const { eyebrow, title, subtitle } = texts.home.home.hero;
      return { firstPaint: { eyebrow, title, text: subtitle } };
    }
    if (fixed === '/tienda') {
      // Without the categories the page still goes: the app asks for them itself and says so if that fails too.
      const [answer, categories] = await Promise.all([
        keptJson(kept.products(requestId)),
        catalog.listCategories(requestId).catch(() => undefined),
      ]);
      const cards = productsResponse.parse(answer).products.map((item) => ({ title: item.name, image: item.image_url }));
      return {
        firstPaint: { title: texts.store.store.title, cards },
        data: [
          { key: publicQueryKeys.products, value: answer.products },
          ...(categories ? [{ key: publicQueryKeys.categories, value: categories.categories }] : []),
        ],
      };
    }
    const landing = texts.landing.landing.pages[/^\/soluciones\/([^/]+)$/.exec(fixed)?.[1] ?? ''];
    return landing ? { firstPaint: { title: landing.title, text: landing.subtitle } } : undefined;
  };
}
export type FirstPaintPages = ReturnType<typeof firstPaintPages>;
