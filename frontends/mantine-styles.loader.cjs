// Mantine's stylesheet per component instead of all of it (@mantine/core/styles.css, 300 KB), so a page loads only
// the CSS of the components it shows:
// - each component's class-name module (`esm/**/<Name>.module.mjs`) gets an import of `styles/<Name>.css`, so a
//   chunk carries the CSS of exactly the components in it;
// - each of those files goes in a cascade layer of its own (`mantine.<Name>`), declared in styles.css's order by the
//   shell's index.html before any stylesheet (`mantineLayerOrder`): a component's rules then follow those of the
//   components it is built on whatever order the chunks' files end up in (mini-css-extract cannot keep one order
//   for every page), and the apps' own unlayered CSS comes after all of Mantine's.
const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');

module.exports = function mantineStyles(source) {
  const file = path.basename(this.resourcePath);
  if (file.endsWith('.module.mjs')) return `${source}\nimport "@mantine/core/styles/${file.replace('.module.mjs', '.css')}";\n`;
  return `@layer mantine.${file.replace('.css', '')} {\n${source}\n}\n`;
};

/** `@layer mantine.baseline, mantine.default-css-variables, …;`: each file of `styles/` where its rules sit in styles.css. */
module.exports.mantineLayerOrder = function mantineLayerOrder() {
  // @mantine/core exports no package.json; its styles.css is exported.
  const stylesCss = require.resolve('@mantine/core/styles.css');
  const stylesDir = path.join(path.dirname(stylesCss), 'styles');
  const all = readFileSync(stylesCss, 'utf8');
  const files = readdirSync(stylesDir).filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'));
  const at = new Map(files.map((file) => [file, all.indexOf(readFileSync(path.join(stylesDir, file), 'utf8').trim())]));
  const missing = files.filter((file) => at.get(file) < 0);
  if (missing.length) throw new Error(`not in @mantine/core/styles.css: ${missing.join(', ')}`);
  return `@layer ${files
    .sort((a, b) => at.get(a) - at.get(b))
    .map((file) => `mantine.${path.basename(file, '.css')}`)
    .join(', ')};`;
};
