// `npm run build`: bundles every Node process with esbuild (our workspace packages inside, npm packages
// left to node_modules) into `<app>/dist/`, then the web apps (shell and remotes) with webpack.
import { build } from 'esbuild';
import { join } from 'node:path';
import { entries, root, run, webApps } from './lib/stack.mjs';

/** Workspace packages export TypeScript sources: bundle them; everything else stays an import. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@mb/') ? undefined : { path: args.path, external: true }));
  },
};

const started = Date.now();
await Promise.all(
  entries.map((entry) =>
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
console.log(`build: ${entries.length} bundles in ${Date.now() - started} ms`);
// The shell and the four remotes in one webpack run (one process, shared work).
const webStarted = Date.now();
await run('npx', ['webpack', '--mode', 'production', ...webApps.flatMap((app) => ['--config', `frontends/${app}/webpack.config.mjs`])]);
console.log(`build: web apps in ${Date.now() - webStarted} ms`);
