import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productResponse, productsResponse, type webPageKind } from '@mb/contracts';
import type { FirstPaint } from '../../plugins/first-paint.js';
import type { PageMeta } from '../../plugins/page-meta.js';
import type { KeptCatalog } from './kept-catalog.js';

/** What the server sends in a page's first HTML: its preview tags (a product's) and its visible content. */
export interface ServerPage {
  meta?: PageMeta;
  firstPaint: FirstPaint;
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

/**
 * The home, the landing pages, the store and each product page arrive with their content. Products come from the
 * same kept answers as the public catalogue reads, so a page is fresh after every `catalog.product.*` event; an
 * unknown product throws the catalogue's 404.
 */
export function firstPaintPages(kept: KeptCatalog, remotesDir: string) {
  const texts = storeTexts(remotesDir);
  return async (path: string, page: WebPageKind, requestId: string): Promise<ServerPage | undefined> => {
    if (page.kind === 'product') {
      const found = productResponse.parse(JSON.parse((await kept.product(decodeURIComponent(page.slug), requestId)).body.toString())).product;
      return {
        meta: { title: `${found.name} | MB Platform`, description: found.description, image: found.image_url },
        firstPaint: { title: found.name, text: found.description, image: found.image_url ? { src: found.image_url, alt: found.name } : null },
      };
    }
    if (!texts) return undefined;
    const fixed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (fixed === '/') {
      const { eyebrow, title, subtitle } = texts.home.home.hero;
      return { firstPaint: { eyebrow, title, text: subtitle } };
    }
    if (fixed === '/tienda') {
      const { products } = productsResponse.parse(JSON.parse((await kept.products(requestId)).body.toString()));
      const cards = products.map((item) => ({ title: item.name, image: item.image_url }));
      return { firstPaint: { title: texts.store.store.title, cards } };
    }
    const landing = texts.landing.landing.pages[/^\/soluciones\/([^/]+)$/.exec(fixed)?.[1] ?? ''];
    return landing ? { firstPaint: { title: landing.title, text: landing.subtitle } } : undefined;
  };
}
export type FirstPaintPages = ReturnType<typeof firstPaintPages>;
