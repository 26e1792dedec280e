// Issue 38: one remote shipped on its own (deploy/README.md). The store remote is built again, alone, from a copy of its
// sources with a changed text, uploaded as a new version and published by switching the stack's remotes list; the
// shell, the other remotes and the gateway are neither rebuilt nor restarted.
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { localDir, remotesFile, root, run } from '../../scripts/lib/stack.mjs';
import { baseUrl, openPage, sharedBrowser, waitForStartup } from '../lib/browser.mjs';

const browser = sharedBrowser({ before, after });
const heading = 'Software que impulsa tu negocio';
const changedHeading = 'Software que impulsa tu negocio, ahora en su versión 2';
const version = `2.0.0-e2e.${Date.now()}`;
// The gateway's defaults (gateway/src/config.ts): where teams upload versions, and the URL those are served at.
const release = join(localDir, 'remote-releases', 'store', version);
const releaseManifest = `/remotes/releases/store/${version}/mf-manifest.json`;
const list = remotesFile(process.env.E2E_DATABASE ?? 'mb_e2e');

/** The store's sources copied inside the repository (its node_modules resolve), the hero's title changed, built alone. */
async function buildChangedStore() {
  await mkdir(join(localDir, 'remote-builds'), { recursive: true });
  const dir = await mkdtemp(join(localDir, 'remote-builds', 'store-'));
  for (const part of ['src', 'locales', 'package.json'])
    await cp(join(root, 'frontends/store', part), join(dir, part), { recursive: true });
  const texts = join(dir, 'locales/es/home.json');
  await writeFile(texts, (await readFile(texts, 'utf8')).replace(`"title": "${heading}"`, `"title": "${changedHeading}"`));
  const factory = new URL('../../frontends/webpack.factory.mjs', import.meta.url).href;
  const store = new URL('../../frontends/store/webpack.config.mjs', import.meta.url).href;
  await writeFile(
    join(dir, 'webpack.config.mjs'),
    [
      `import { webAppConfig } from '${factory}';`,
      `import { storeExposes } from '${store}';`,
      "const store = webAppConfig({ name: 'store', dir: new URL('.', import.meta.url), exposes: storeExposes });",
      // Its own build, away from the shared cache of the repository's store build.
      'export default (env, argv) => ({ ...store(env, argv), cache: false });',
    ].join('\n'),
  );
  await run('npx', ['webpack', '--mode', 'production', '--config', join(dir, 'webpack.config.mjs')], { stdio: 'ignore' });
  return dir;
}

/** Switches the stack's remotes list as a deploy does: the new file written beside it, then renamed into place. */
async function switchRemotes(remotes) {
  await mkdir(join(list, '..'), { recursive: true });
  await writeFile(`${list}.next`, JSON.stringify(remotes));
  await rename(`${list}.next`, list);
}

let build;
after(async () => {
  // Rolled back to the store built with the shell; the upload and the build go.
  await rm(list, { force: true });
  await rm(release, { recursive: true, force: true });
  if (build) await rm(build, { recursive: true, force: true });
});

test('the store remote redeployed alone with a changed text: new pages show it, an open page keeps working and picks it up on its next load', async () => {
  const opened = await openPage(browser(), '/');
  try {
    await opened.page.getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor();

    build = await buildChangedStore();
    await cp(join(build, 'dist'), release, { recursive: true });
    await switchRemotes({ store: { entry: releaseManifest, version } });
    const { remotes } = await (await fetch(new URL('/api/remotes', baseUrl))).json();
    assert.deepEqual(remotes.store, { entry: releaseManifest, version });
    assert.equal(remotes.account.version, 'built');

    // A page opened afterwards loads the new version.
    const fresh = await openPage(browser(), '/');
    try {
      await fresh.page.getByRole('heading', { name: changedHeading, level: 1 }).waitFor();
      assert.deepEqual(fresh.problems, []);
    } finally {
      await fresh.close();
    }

    // The page open since before keeps the version it started with, whose files are still served: it goes on working.
    const { page, problems } = opened;
    await page.getByRole('button', { name: 'Ver productos' }).click();
    await page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor();
    // Its next load is the new version.
    await page.reload();
    await waitForStartup(page);
    await page.getByRole('heading', { name: changedHeading, level: 1 }).waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await opened.close();
  }
});
