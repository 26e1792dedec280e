import escapeHtml from 'escape-html';
import { pageDataElementId, type PageData } from '@mb/contracts';

const font = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
// Inline: the app's stylesheets arrive with its scripts. Mantine's fonts and body margin, the home hero's title, the
// brand teal and the loading screen's look (a white cover, the brand over a bar at its first step), so the app's own
// screen takes over unseen and nothing moves when its stylesheet arrives.
const styles = `<style>
body{margin:0}
.mb-first-paint{box-sizing:border-box;max-width:1200px;margin:0 auto;padding:64px 0 32px;font-family:${font};color:#000}
.mb-first-paint__body{padding:16px}
.mb-first-paint__image{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:#000}
.mb-first-paint__eyebrow{color:#0f766e;font-weight:600;margin:0 0 8px}
.mb-first-paint__title{font-size:clamp(2.1rem,3.9vw,3.2rem);line-height:1.1;font-weight:800;letter-spacing:-0.02em;margin:0 0 12px}
.mb-first-paint__text{font-size:1.125rem;line-height:1.55;margin:0 0 16px}
.mb-first-paint__cards{list-style:none;padding:0;margin:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.mb-first-paint__card h2{font-size:1.125rem;margin:8px 0 0}
.mb-first-paint__cover{position:fixed;inset:0;z-index:400;background:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;font-family:${font}}
.mb-first-paint__brand{color:#0f766e;font-size:1.625rem;font-weight:700;line-height:1.35}
.mb-first-paint__bar{width:280px;height:8px;border-radius:4px;background:linear-gradient(90deg,#0f766e 20%,#e9ecef 20%)}
</style>`;
const cover =
  '<div class="mb-first-paint__cover" aria-hidden="true"><div class="mb-first-paint__brand">MB Platform</div><div class="mb-first-paint__bar"></div></div>';

/** A page's visible words and pictures, as the server knows them before any script has run. */
export interface FirstPaint {
  eyebrow?: string;
  title: string;
  text?: string;
  /** The page's main picture, first and across the screen (a product's). */
  image?: { src: string; alt: string } | null;
  /** Cards under the title (the store's products), each with its picture. */
  cards?: { title: string; image?: string | null }[];
}

const picture = (src: string, alt: string, className: string, eager: boolean) =>
  `<img class="${className}" src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="800" height="600"${eager ? ' fetchpriority="high"' : ' loading="lazy"'} />`;

function content(page: FirstPaint): string {
  const cards = (page.cards ?? [])
    .map(
      (card, index) =>
        `<li class="mb-first-paint__card">${card.image ? picture(card.image, card.title, 'mb-first-paint__image', index === 0) : ''}<h2>${escapeHtml(card.title)}</h2></li>`,
    )
    .join('');
  return [
    page.image ? picture(page.image.src, page.image.alt, 'mb-first-paint__image', true) : '',
    '<div class="mb-first-paint__body">',
    page.eyebrow ? `<p class="mb-first-paint__eyebrow">${escapeHtml(page.eyebrow)}</p>` : '',
    `<h1 class="mb-first-paint__title">${escapeHtml(page.title)}</h1>`,
    page.text ? `<p class="mb-first-paint__text">${escapeHtml(page.text)}</p>` : '',
    cards ? `<ul class="mb-first-paint__cards">${cards}</ul>` : '',
    '</div>',
  ].join('');
}

/**
 * Data for the app, as JSON the browser does not run (the CSP allows no inline script); `<` is escaped so no text in
 * it can close the element.
 */
const dataElement = (data: PageData) =>
  `<script type="application/json" id="${pageDataElementId}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * The page's content written into the app's root, so the browser paints it (and starts fetching its pictures) from
 * the first HTML; the app replaces it when it renders. The start-up loading screen the app shows first is drawn over
 * it as the app draws it, so the visitor sees no page flash before that screen covers it. The answers the app would
 * ask for first (the catalogue's the content came from, the shell's own) go after the root, so it starts from them.
 */
export function withFirstPaint(html: string, page: FirstPaint, data: PageData): string {
  // The built page is minified: the root's id may come without quotes.
  const root = /(<div\s+id=["']?root["']?\s*>)(<\/div>)/;
  // A function, so a `$` in a product's text is not read as a replacement pattern.
  return withLeadPicturePreload(html, page).replace(root, (_, open: string, close: string) =>
    [open, styles, cover, `<main class="mb-first-paint">${content(page)}</main>`, close, dataElement(data)].join(''),
  );
}

/**
 * The page's first picture (its largest paint) asked for from the head, ahead of the app's stylesheets and scripts:
 * found only in the body, it queued behind them for one of the browser's six connections to the server.
 */
function withLeadPicturePreload(html: string, page: FirstPaint): string {
  // The picture `content` fetches first: the page's own, else the first card's.
  const lead = page.image?.src ?? page.cards?.[0]?.image;
  if (!lead) return html;
  const preload = `<link rel="preload" as="image" href="${escapeHtml(lead)}" fetchpriority="high">`;
  return html.replace(/<link rel=["']?stylesheet\b|<script\b|<\/head>/, (next) => preload + next);
}
