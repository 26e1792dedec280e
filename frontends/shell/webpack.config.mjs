import { readFileSync } from 'node:fs';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { webAppConfig } from '../webpack.factory.mjs';

const shell = webAppConfig({ name: 'shell', dir: new URL('.', import.meta.url), host: true });

/** The web app manifest (public/manifest.webmanifest) emitted as it is, at the site's root, where index.html links it. */
const webAppManifest = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('web-app-manifest', (compilation) =>
      compilation.hooks.processAssets.tap({ name: 'web-app-manifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () =>
        compilation.emitAsset(
          'manifest.webmanifest',
          new webpack.sources.RawSource(readFileSync(new URL('./public/manifest.webmanifest', import.meta.url))),
        ),
      ),
    );
  },
};

/**
 * The shell, installable and opening without connection (issue 36): its manifest, and in production its service worker
 * (/sw.js, Workbox's InjectManifest: the worker's code is ours, src/offline/service-worker.ts, with the build's file
 * list injected for precaching; source maps and licences are left out).
 */
export default (env, argv) => {
  const config = shell(env, argv);
  config.plugins.push(webAppManifest);
  if (config.mode === 'production') {
    config.plugins.push(
      new InjectManifest({ swSrc: './src/offline/service-worker.ts', swDest: 'sw.js', exclude: [/\.map$/, /LICENSE\.txt$/] }),
    );
  }
  return config;
};
