import { formatCop, qrAvailabilityPollSeconds, type QrMenu, type QrMenuDish } from '@mb/contracts';
import { qrMenuLanguages, type QrMenuLanguage, type QrMenuTexts } from './qr-menu-texts.js';

/** The page's one script, served beside it (the CSP allows no inline script). */
export const qrMenuScriptPath = '/m/qr-menu.js';
/** The side of a dish's picture, in CSS pixels: fixed, so nothing moves as pictures arrive. */
const pictureSize = 88;
/** Pictures this far down the page load lazily. */
const eagerPictures = 4;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

const styles = `*{box-sizing:border-box}body{margin:0;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f7f9}
header{background:#14532d;color:#fff;padding:16px}h1{margin:0;font-size:1.4rem}header p{margin:4px 0 0}
.langs{display:flex;gap:8px;margin-top:8px}.langs a{color:#fff;font-size:.85rem;text-decoration:none;padding:2px 8px;border:1px solid #ffffff80;border-radius:12px}.langs a[aria-current]{background:#fff;color:#14532d}
.cats{position:sticky;top:0;z-index:1;display:flex;gap:8px;overflow-x:auto;padding:8px 16px;background:#fff;border-bottom:1px solid #d0d7de}.cats a{white-space:nowrap;color:#14532d;text-decoration:none;font-weight:600;font-size:.9rem}
main{padding:8px 16px 120px;max-width:720px;margin:0 auto}h2{font-size:1.15rem;margin:20px 0 8px}
.dish{display:flex;gap:12px;background:#fff;border:1px solid #d0d7de;border-radius:10px;padding:12px;margin-bottom:10px}
.dish img{flex:none;width:${pictureSize}px;height:${pictureSize}px;border-radius:8px;object-fit:cover;background:#e5e7eb}
.dish div{flex:1;min-width:0}h3{margin:0;font-size:1rem}.desc{margin:4px 0;color:#57606a;font-size:.9rem}.price{margin:4px 0 0;font-weight:700}
details{margin-top:8px}summary{display:inline-block;cursor:pointer;padding:6px 14px;border-radius:6px;background:#14532d;color:#fff;font-weight:600;list-style:none}
fieldset{border:1px solid #d0d7de;border-radius:6px;margin:8px 0;padding:6px 10px}legend{font-size:.9rem;font-weight:600}fieldset label{display:block;padding:4px 0}
.qty{display:flex;align-items:center;gap:8px;margin:8px 0}.qty input{width:64px;padding:6px;font-size:1rem}
button{font:inherit;padding:8px 16px;border:0;border-radius:6px;background:#14532d;color:#fff;font-weight:600;cursor:pointer}button.link{background:none;color:#b42318;padding:0 4px}
#basket{position:fixed;left:0;right:0;bottom:0;background:#fff;border-top:2px solid #14532d;padding:12px 16px;max-height:60vh;overflow:auto}
#basket ul{list-style:none;margin:0 0 8px;padding:0}#basket li{display:flex;justify-content:space-between;gap:8px;padding:4px 0;border-bottom:1px solid #eaeef2}
#basket textarea{width:100%;font:inherit;margin:6px 0}.status{margin:6px 0 0;font-weight:600}.status.error{color:#b42318}.status.ok{color:#14532d}
.empty{color:#57606a}[hidden]{display:none!important}`;

function head(language: QrMenuLanguage, title: string, description: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}"><meta name="theme-color" content="#14532d"><link rel="icon" href="data:,">
<style>${styles}</style></head>`;
}

function languageLinks(current: QrMenuLanguage, texts: QrMenuTexts): string {
  const links = qrMenuLanguages
    .map(
      (language) =>
        `<a href="?lang=${language}" hreflang="${language}"${language === current ? ' aria-current="true"' : ''}>${language.toUpperCase()}</a>`,
    )
    .join('');
  return `<nav class="langs" aria-label="${escapeHtml(texts.languages)}">${links}</nav>`;
}

function optionsForm(dish: QrMenuDish, texts: QrMenuTexts): string {
  const groups = dish.option_groups
    .map((group) => {
      const type = group.multiple ? 'checkbox' : 'radio';
      const rule = [group.required ? texts.required : '', group.max ? fill(texts.upTo, { max: group.max }) : ''].filter(Boolean).join(', ');
      const options = group.options
        .map(
          (option) =>
            `<label><input type="${type}" name="g-${group.id}" value="${option.id}" data-extra="${option.extra}"> ${escapeHtml(option.name)}${
              option.extra > 0 ? ` (+${formatCop(option.extra)})` : ''
            }</label>`,
        )
        .join('');
      return `<fieldset data-group="${escapeHtml(group.name)}" data-required="${group.required}" data-max="${group.max ?? ''}"><legend>${escapeHtml(group.name)}${
        rule ? ` <small>(${escapeHtml(rule)})</small>` : ''
      }</legend>${options}</fieldset>`;
    })
    .join('');
  return `<details><summary>${escapeHtml(texts.add)}</summary><form class="add">${groups}<label class="qty">${escapeHtml(texts.quantity)} <input type="number" name="quantity" min="1" max="99" value="1" inputmode="numeric"></label><button type="submit">${escapeHtml(texts.add)}</button></form></details>`;
}

function dishCard(dish: QrMenuDish, index: number, ordering: boolean, texts: QrMenuTexts): string {
  const picture = dish.image_url
    ? `<img src="${escapeHtml(dish.image_url)}" alt="${escapeHtml(dish.name)}" width="${pictureSize}" height="${pictureSize}" decoding="async"${
        index >= eagerPictures ? ' loading="lazy"' : ''
      }>`
    : '';
  const description = dish.description ? `<p class="desc">${escapeHtml(dish.description)}</p>` : '';
  return `<article class="dish" data-id="${dish.id}" data-name="${escapeHtml(dish.name)}" data-price="${dish.price}">${picture}<div><h3>${escapeHtml(
    dish.name,
  )}</h3>${description}<p class="price">${formatCop(dish.price)}</p>${ordering ? optionsForm(dish, texts) : ''}</div></article>`;
}

/** What the script reads: where to poll and send, and the words it writes. */
function pageData(menu: QrMenu, place: { token?: string | undefined; sede?: string | undefined }, texts: QrMenuTexts): string {
  const { token } = place;
  const data = {
    slug: menu.slug,
    token: menu.ordering ? token : undefined,
    /** The table, or else the branch, whose availability the page polls. */
    table: token,
    sede: place.sede,
    poll: qrAvailabilityPollSeconds,
    texts: { dishes: texts.dishes, remove: texts.remove, sent: texts.sent, failed: texts.failed, chooseRequired: texts.chooseRequired },
  };
  return `<script type="application/json" id="qr-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

function basket(texts: QrMenuTexts): string {
  return `<section id="basket" hidden aria-live="polite"><h2>${escapeHtml(texts.yourOrder)} · <span id="basket-count"></span> · <span id="basket-total"></span></h2><ul id="basket-lines"></ul>
<label>${escapeHtml(texts.note)}<textarea id="basket-note" maxlength="200" rows="2"></textarea></label><button type="button" id="basket-send">${escapeHtml(texts.send)}</button><p class="status" id="basket-status" role="status"></p></section>`;
}

/** The menu as a small HTML page: no framework, one deferred script for live availability and ordering. */
export function qrMenuPage(
  menu: QrMenu,
  options: { language: QrMenuLanguage; texts: QrMenuTexts; token?: string | undefined; sede?: string | undefined },
): string {
  const { language, texts } = options;
  const title = `${menu.name} · ${texts.menu}`;
  const tableLine = menu.table ? `<p>${escapeHtml(fill(texts.table, { number: menu.table.number }))}</p>` : '';
  let index = 0;
  const sections = menu.categories
    .map(
      (category) =>
        `<section id="c-${category.id}"><h2>${escapeHtml(category.name)}</h2>${category.dishes
          .map((dish) => dishCard(dish, index++, menu.ordering, texts))
          .join('')}</section>`,
    )
    .join('');
  const categoryLinks = menu.categories.map((category) => `<a href="#c-${category.id}">${escapeHtml(category.name)}</a>`).join('');
  return `${head(language, title, `${texts.menu} ${menu.name}`)}<body><header><h1>${escapeHtml(menu.name)}</h1>${tableLine}${languageLinks(language, texts)}</header>
${menu.categories.length ? `<nav class="cats">${categoryLinks}</nav>` : ''}<main>${sections || `<p class="empty">${escapeHtml(texts.empty)}</p>`}</main>
${menu.ordering ? basket(texts) : ''}${pageData(menu, options, texts)}<script src="${qrMenuScriptPath}" defer></script></body></html>`;
}

/** The page of an address that is no menu (or no longer one). */
export function qrMenuNotFoundPage(language: QrMenuLanguage, texts: QrMenuTexts): string {
  return `${head(language, texts.notFound, texts.notFoundText)}<body><header><h1>${escapeHtml(texts.notFound)}</h1>${languageLinks(language, texts)}</header><main><p>${escapeHtml(
    texts.notFoundText,
  )}</p></main></body></html>`;
}
