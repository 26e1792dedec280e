// Refreshes the Kubernetes JSON schemas that deploy/k8s/manifests.test.ts validates the manifests with, taken from
// the PyPI package kubernetes-validate (strict schemas generated from Kubernetes' OpenAPI: unknown fields refused):
//   pip download --no-deps kubernetes-validate -d /tmp/kv && (cd /tmp/kv && unzip -q -o kubernetes_validate-*.whl)
//   node deploy/k8s/schemas/update.mjs /tmp/kv/kubernetes_validate/kubernetes-json-schema/v1.35.0-local-strict
// Only the kinds the manifests use are kept, with the definitions they reach and without descriptions.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const kinds = [
  'configmap-v1',
  'service-v1',
  'deployment-apps-v1',
  'job-batch-v1',
  'networkpolicy-networking-v1',
  'poddisruptionbudget-policy-v1',
];
const source = process.argv[2];
if (!source) throw new Error('usage: node deploy/k8s/schemas/update.mjs <kubernetes-json-schema/vX.Y.Z-local-strict>');
const read = (file) => JSON.parse(readFileSync(join(source, file), 'utf8'));

/** The schema without its descriptions (a property named "description" holds a schema, not a string, and stays). */
const slim = (value) =>
  Array.isArray(value)
    ? value.map(slim)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key, item]) => !(key === 'description' && typeof item === 'string'))
            .map(([key, item]) => [key, slim(item)]),
        )
      : value;
// Kinds refer to "/api/_definitions.json#/$defs/<name>", definitions to one another as "#/$defs/<name>".
const refsOf = (value) => JSON.stringify(value).match(/(?<="\$ref":"(\/api\/_definitions\.json)?#\/\$defs\/)[^"]+/g) ?? [];

const definitions = read('_definitions.json');
const schemas = Object.fromEntries(kinds.map((kind) => [kind, slim(read(`${kind}.json`))]));
const reached = new Set();
const pending = Object.values(schemas).flatMap(refsOf);
while (pending.length > 0) {
  const name = pending.pop();
  if (reached.has(name)) continue;
  reached.add(name);
  pending.push(...refsOf(definitions.$defs[name]));
}
const version = basename(source).replace(/-local-strict$/, '');
const target = join(fileURLToPath(new URL('.', import.meta.url)), version);
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
const kept = Object.fromEntries([...reached].sort().map((name) => [name, slim(definitions.$defs[name])]));
writeFileSync(join(target, '_definitions.json'), `${JSON.stringify({ ...definitions, $defs: kept }, null, 1)}\n`);
for (const [kind, schema] of Object.entries(schemas)) writeFileSync(join(target, `${kind}.json`), `${JSON.stringify(schema, null, 1)}\n`);
console.log(`${target}: ${kinds.length} kinds, ${reached.size} definitions (${readdirSync(target).length} files)`);
