import escapeHtml from 'escape-html';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute, or a path on this site. */
  image?: string | null;
}

/**
 * The page's own title and description, plus Open Graph and Twitter tags, written into index.html:
 * crawlers and link previews do not run the app, so a product link must carry them from the server.
 */
export function withPageMeta(html: string, meta: PageMeta, pageUrl: URL): string {
  const absolute = (url: string) => new URL(url, pageUrl).toString();
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    tag('property', 'og:type', 'product'),
    tag('property', 'og:site_name', 'MB Platform'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', pageUrl.toString()),
    ...(meta.image ? [tag('property', 'og:image', absolute(meta.image)), tag('name', 'twitter:card', 'summary_large_image')] : []),
  ];
  // The built page is minified: its attribute values may come without quotes. A function, so a `$` in a product's
  // name is not read as a replacement pattern.
  return html.replace(/\s*<meta\s+name=["']?description\b[^>]*>/i, '').replace(/<title>[^<]*<\/title>/, () => tags.join('\n    '));
}
