import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The README's feature → files index stays true: every file or folder a row names still exists, under one of the
// places its column points to (a service's modules, the gateway's routes, an app's screens, the tests).
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const services = readdirSync(join(root, 'services')).filter((name) => existsSync(join(root, 'services', name, 'src')));
const apps = readdirSync(join(root, 'frontends')).filter((name) => existsSync(join(root, 'frontends', name, 'src')));
const bases = [
  '',
  'gateway/src/routes',
  'gateway/test',
  'e2e/journeys',
  'frontends',
  ...apps.flatMap((app) => [`frontends/${app}`, `frontends/${app}/src`]),
  ...services.flatMap((service) => [
    `services/${service}/src/modules`,
    `services/${service}/src`,
    `services/${service}/test`,
    `services/${service}`,
  ]),
];
const exists = (name: string) =>
  bases.some((base) => ['', '.test.ts', '.test.mjs'].some((suffix) => existsSync(join(root, base, `${name}${suffix}`))));

function indexRows(): string[][] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split('\n## Where each feature lives\n')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| feature'))
    .map((line) => line.split('|').slice(2, -1));
}

it('names in the feature index only files and folders that exist', () => {
  const rows = indexRows();
  expect(rows.length).toBeGreaterThan(10);
  const missing = rows.flatMap((cells) =>
    cells.flatMap((cell) =>
      [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.replace(/\/\*.*$/, '')).filter((name) => !exists(name)),
    ),
  );
  expect(missing).toEqual([]);
});
