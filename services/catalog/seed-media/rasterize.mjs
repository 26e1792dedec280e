// Renders each drawing (`*.svg`) to the WebP picture the seed stores (`*.webp`), in Debian's Chromium.
// Why: a browser lays out and paints an SVG picture's text and shadows on its main thread, again at every repaint
// (hundreds of milliseconds on a phone for the store's pages); a WebP is decoded off it, once.
// Usage, after changing a drawing: node services/catalog/seed-media/rasterize.mjs [drawing.svg ...] (all when none named)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const dir = new URL('./', import.meta.url);
const quality = 0.82;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const named = process.argv.slice(2);
  for (const name of named.length > 0
    ? named
    : readdirSync(dir)
        .filter((file) => file.endsWith('.svg'))
        .sort()) {
    const svg = readFileSync(new URL(name, dir), 'utf8');
    const dataUrl = await page.evaluate(
      async ({ svg, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = Object.assign(document.createElement('canvas'), { width: image.naturalWidth, height: image.naturalHeight });
        canvas.getContext('2d').drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, quality },
    );
    const webp = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    writeFileSync(new URL(name.replace(/\.svg$/, '.webp'), dir), webp);
    console.log(`${name.replace(/\.svg$/, '.webp')}  ${(webp.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
