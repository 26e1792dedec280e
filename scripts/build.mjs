// `npm run build`: bundles every Node process with esbuild (our workspace packages inside, npm packages
// left to node_modules) into `<app>/dist/`, then the web apps (shell and remotes) with webpack.
// `node scripts/build.mjs --web-app store` builds only that web app (a remote shipped on its own: deploy/README.md).
import { build } from 'esbuild';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { entries, root, run, webApps } from './lib/stack.mjs';

/** Workspace packages export TypeScript sources: bundle them; everything else stays an import. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@mb/') ? undefined : { path: args.path, external: true }));
  },
};

const onlyWebApp = process.argv.includes('--web-app') ? process.argv[process.argv.indexOf('--web-app') + 1] : undefined;
if (onlyWebApp !== undefined && !webApps.includes(onlyWebApp)) throw new Error(`--web-app: one of ${webApps.join(', ')}`);
const builtWebApps = onlyWebApp ? [onlyWebApp] : webApps;

const started = Date.now();
await Promise.all(
  (onlyWebApp ? [] : entries).map((entry) =>
    build({
      entryPoints: [join(root, entry.src)],
      outfile: join(root, entry.out),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [externalNpmPackages],
    }),
  ),
);
if (!onlyWebApp) console.log(`build: ${entries.length} bundles in ${Date.now() - started} ms`);
// The shell and the four remotes in one webpack run (one process, shared work).
const webStarted = Date.now();
await run('npx', [
  'webpack',
  '--mode',
  'production',
  ...builtWebApps.flatMap((app) => ['--config', `frontends/${app}/webpack.config.mjs`]),
]);
console.log(`build: web apps in ${Date.now() - webStarted} ms`);

// Every text asset of the web apps gets `.br` and `.gz` siblings at the best quality (build time pays it once);
// the gateway serves them by the browser's Accept-Encoding. Source maps are left alone: only devtools fetch them.
const compressible = /\.(js|css|html|svg|json|txt|ico)$/;
const compressors = [
  [
    '.br',
    (data) =>
      promisify(brotliCompress)(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
  ],
  ['.gz', (data) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION })],
];
const newerThan = (path, time) =>
  stat(path).then(
    (info) => info.mtimeMs >= time,
    () => false,
  );

async function precompress(dir) {
  const all = await readdir(dir, { recursive: true });
  const present = new Set(all);
  // Siblings of files this build no longer emits (an old content hash) go with them.
  const orphans = all.filter((file) => /\.(br|gz)$/.test(file) && !present.has(file.slice(0, -3)));
  await Promise.all(orphans.map((file) => rm(join(dir, file))));
  const files = all.filter((file) => compressible.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const { mtimeMs } = await stat(path);
      const data = await readFile(path);
      for (const [extension, compress] of compressors) {
        // Unchanged since the last build (webpack's cache keeps most files): nothing to redo.
        if (await newerThan(path + extension, mtimeMs)) continue;
        const compressed = await compress(data);
        // A sibling no smaller than the file would only cost the browser: it gets the file as it is.
        if (compressed.length < data.length) await writeFile(path + extension, compressed);
        written += 1;
      }
    }),
  );
  return written;
}

const compressStarted = Date.now();
const compressed = await Promise.all(builtWebApps.map((app) => precompress(join(root, 'frontends', app, 'dist'))));
console.log(`build: ${compressed.reduce((sum, count) => sum + count, 0)} brotli and gzip siblings in ${Date.now() - compressStarted} ms`);
