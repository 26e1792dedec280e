// The shell's start-up scripts and stylesheets written into its HTML, so the browser's parser fetches them alongside
// main.js. The scripts are `async`: each runs in a task of its own as it arrives (webpack's chunks register themselves
// in any order, and the runtime waits for those it needs). As `defer` scripts, Chromium ran the ones already downloaded
// when parsing ended one after the other in one task, up to 300 ms at 4x CPU in some Lighthouse runs (medians of seven
// on npm start, the same hour: `/` 95 -> 97, `/tienda` 92 -> 96, the product page 92 -> 93). Not listed here,
// main.js's runtime would insert each itself once it runs: on a phone one task of a few hundred milliseconds, and the
// downloads would start only then. webpack's runtime finds them already in the page and waits for them instead of adding its own (`__webpack_require__.l` matches scripts by
// src, mini-css-extract's loader stylesheets by href); a chunk listed here that the runtime ends up not needing costs
// a download and nothing else, one missing from here is loaded by the runtime as before.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const pluginName = 'StartChunksPlugin';

/** The chunks loaded by the entry's dynamic import (`import('./bootstrap.js')`) and by the shared modules it uses. */
function startChunks(compilation) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') provided.set(module._name, module);
  const chunks = new Set();
  const addBlock = (block) => {
    for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      // A shared module resolves to what the share scope holds at start: the shell's own provided copy.
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const providedBlock of provided.get(module.options.shareKey)?.blocks ?? module.blocks) addBlock(providedBlock);
      }
    }
  };
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())) module.blocks.forEach(addBlock);
  }
  return [...chunks].flatMap((chunk) => [...chunk.files]);
}

export class StartChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(pluginName, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(pluginName, (data) => {
        const files = startChunks(compilation);
        const script = (file) => ({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: pluginName },
          attributes: { async: true, src: data.publicPath + file },
        });
        // Render-blocking, on purpose: inserted by the runtime, the stylesheets arrived after the first paint and
        // the browser styled and laid out the server-sent page again, one long task at the start of every visit
        // (Lighthouse's total blocking time on `/tienda/software-restaurant`: 250 ms → 70 ms; bench/README.md).
        const stylesheet = (file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: pluginName },
          attributes: { rel: 'stylesheet', href: data.publicPath + file },
        });
        data.assetTags.styles.push(...files.filter((file) => file.endsWith('.css')).map(stylesheet));
        data.assetTags.scripts.push(...files.filter((file) => file.endsWith('.js')).map(script));
        return data;
      });
    });
  }
}
