// Regenerates world-map-data.json: the home page's world map as two compact SVG paths (all land, and
// Colombia to highlight), projected once here with d3-geo from world-atlas's 1:110m TopoJSON through
// topojson-client. Shipping the projected paths (about 5 KB gzipped) instead of the libraries and the
// topology (about 49 KB gzipped) keeps the lazily loaded map chunk small.
// Usage: node frontends/store/src/home/world-map/generate-world-map.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const readAtlas = (name) => JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), 'utf8'));

const width = 800;
const colombiaId = '170'; // ISO 3166-1 numeric
const bogota = [-74.08, 4.71];

const projection = geoNaturalEarth1().fitWidth(width, { type: 'Sphere' });
// Antarctica is left out: the map ends a little below 60° south.
const southLimit = projection([0, -60])[1];
const height = Math.ceil(southLimit) + 4;

/** A path of whole pixels with relative moves and implicit relative lines; rings that vanish are dropped. */
function compactPath(object) {
  let out = '';
  let previousStart = [0, 0];
  let ring = [];
  const context = {
    moveTo(x, y) {
      ring = [[x, y]];
    },
    lineTo(x, y) {
      ring.push([x, y]);
    },
    closePath() {
      const points = [];
      for (const [x, y] of ring) {
        const point = [Math.round(x), Math.round(y)];
        const last = points.at(-1);
        if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
      }
      if (points.length < 3 || points.every(([, y]) => y > southLimit)) return;
      const pair = (dx, dy) => `${dx < 0 ? '' : ' '}${dx}${dy < 0 ? '' : ' '}${dy}`;
      let [cx, cy] = points[0];
      let d = `m${pair(cx - previousStart[0], cy - previousStart[1]).trimStart()}`;
      for (const [x, y] of points.slice(1)) {
        d += pair(x - cx, y - cy);
        [cx, cy] = [x, y];
      }
      out += `${d}z`;
      previousStart = points[0];
    },
    arc() {},
    rect() {},
  };
  geoPath(projection, context)(object);
  return out;
}

const land = readAtlas('land-110m.json');
const countries = readAtlas('countries-110m.json');
const colombia = feature(countries, countries.objects.countries).features.find((country) => country.id === colombiaId);
if (!colombia) throw new Error('Colombia is missing from countries-110m.json');

const [bx, by] = projection(bogota).map((value) => Math.round(value));
const data = {
  width,
  height,
  land: compactPath(feature(land, land.objects.land)),
  colombia: compactPath(colombia),
  bogota: [bx, by],
};
writeFileSync(new URL('./world-map-data.json', import.meta.url), `${JSON.stringify(data)}\n`);
console.log(`world-map-data.json: ${width}x${height}, land ${data.land.length} chars, Colombia ${data.colombia.length} chars`);
