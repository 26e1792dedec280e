// The webpack config of every web app: the shell (host) and the remotes differ only in what they expose.
// Production output is content-hashed, minified and code-split; a remote's mf-manifest.json and remoteEntry.js keep
// stable names (served with no-cache): the gateway's remotes list points at the manifest, the manifest at the entry.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import mantineStyles from './mantine-styles.loader.cjs';
import { remoteGlobal, shared } from './module-federation.shared.mjs';
import { StartChunksPlugin } from './start-chunks.plugin.mjs';

/** The dts plugin's options for a remote's types: its exposes compiled with the web apps' tsconfig, and kept in dist. */
export const remoteTypes = {
  tsConfigPath: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
  deleteTypesFolder: false,
  extractThirdParty: false,
  generateAPITypes: false,
  abortOnError: true,
};

const provideRuntimeCore = fileURLToPath(import.meta.resolve('@module-federation/inject-external-runtime-core-plugin'));

/**
 * @param {{ name: string, dir: string, exposes?: Record<string, string>, host?: boolean }} app
 */
export function webAppConfig({ name, dir, exposes, host = false }) {
  const root = fileURLToPath(dir);
  return (_env, argv) => {
    const production = (argv.mode ?? 'production') === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: root,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: join(root, 'dist'),
        // The host's assets are absolute (deep links like /admin/pagos); a remote's follow its entry's URL.
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: '[name].[contenthash:8][ext]',
        // The build's brotli and gzip siblings stay: scripts/build.mjs redoes only those of changed files. So do a remote's
        // types, which its dts plugin writes before webpack emits (and would clean away).
        clean: { keep: /\.(br|gz)$|^@mf-types\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // Sources import siblings as `./file.js` (TypeScript's NodeNext style).
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // The retry plugin (the shell's remotes/registry.ts), released with the runtime's 0.17 line, would bring an SDK
        // copy of its own into the first visit; it gets the one the runtime already uses (its logger is all it needs).
        alias: { '@module-federation/sdk$': fileURLToPath(import.meta.resolve('@module-federation/sdk')) },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            // Mantine's CSS per component, each in its cascade layer (see the loader).
            test: /@mantine[\\/]core[\\/](esm[\\/].*\.module\.mjs|styles[\\/][^\\/]+\.css)$/,
            enforce: 'pre',
            use: fileURLToPath(new URL('./mantine-styles.loader.cjs', import.meta.url)),
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.json$/, type: 'json' },
        ],
      },
      plugins: [
        // Module Federation 2.0 (@module-federation/enhanced): each remote publishes mf-manifest.json (its entry, what it
        // exposes and shares, for the runtime to load and preload); the shell loads them with the federation runtime
        // (remotes/registry.ts). One copy of the runtime in the page: the shell's, which the remotes' entries use instead
        // of bundling their own (`externalRuntime`), so a first visit downloads it once. The shell hands it over with the
        // plugin `provideExternalRuntime` adds, taken as an ES module: that option resolves its CommonJS build, which
        // pulled the runtime's CommonJS copy in beside the ES one (+15 KB brotli). A remote loads no other remote: its
        // runtime code for remotes and snapshots is left out.
        new ModuleFederationPlugin({
          name,
          shared,
          dev: false,
          // A remote's build writes the types of what it exposes (dist/@mf-types/<Module>.d.ts, and its zip for a host
          // elsewhere); the shell's type check reads them there (frontends/tsconfig.json's paths). No host downloads them.
          dts: exposes ? { generateTypes: remoteTypes, consumeTypes: false } : false,
          ...(exposes
            ? {
                filename: 'remoteEntry.js',
                exposes,
                library: { type: 'var', name: remoteGlobal(name) },
                manifest: true,
                experiments: { externalRuntime: true, optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
              }
            : { manifest: false, runtimePlugins: [provideRuntimeCore], experiments: { optimization: { target: 'web' } } }),
        }),
        // V8's explicit compile hint: a script that starts with this comment is compiled whole on the thread that
        // streams it in, not function by function on the main thread when first called. Almost every function of these
        // chunks runs at start-up (React DOM, Mantine, the page), where that lazy compiling was a large part of the
        // long tasks Lighthouse counts as blocking. After minification (which would drop it) and before the source map.
        ...(production
          ? [
              new webpack.BannerPlugin({
                banner: '//# allFunctionsCalledOnLoad',
                raw: true,
                test: /\.js$/,
                stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
              }),
            ]
          : []),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          // Mantine's files are ordered by their cascade layers, not by their place in a file; the apps' own CSS is
          // unlayered and comes after all of it anyway.
          ignoreOrder: true,
        }),
        ...(host
          ? [
              new HtmlWebpackPlugin({
                template: './public/index.html',
                favicon: './public/favicon.svg',
                templateParameters: { mantineLayerOrder: mantineStyles.mantineLayerOrder() },
              }),
              new StartChunksPlugin(),
            ]
          : []),
      ],
      // Rebuilds (`npm start` after a change) only redo what changed.
      cache: { type: 'filesystem', cacheDirectory: fileURLToPath(new URL(`../.local/webpack-cache/${name}`, import.meta.url)) },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
