import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// The shell's type check against the remotes' built types (remote-pages.ts), with the store's types from a copy of the
// store whose home page now needs a prop the shell does not pass: the check fails, as `npm test`'s would. Run after
// the build (`npm test` builds first): the unchanged case reads the types the store's build wrote.
const frontends = fileURLToPath(new URL('../../../', import.meta.url));
const remotes = ['store', 'account', 'admin', 'restaurant'];
let work: string;

beforeAll(async () => {
  // Beside the web apps, as the dts plugin compiles a remote with their tsconfig (its root is frontends/), and where
  // the copy's imports resolve to the workspace's packages.
  await mkdir(join(frontends, '.type-test'), { recursive: true });
  work = await mkdtemp(join(frontends, '.type-test/store-'));
});
afterAll(() => rm(join(frontends, '.type-test'), { recursive: true, force: true }));

const run = promisify(execFile);

/** The store's types as its build writes them (the dts plugin, with the build's options), for a copy of the store. */
function generateStoreTypes(store: string) {
  const url = (path: string) => new URL(path, import.meta.url).href;
  const generate = `
    import { generateTypes } from '@module-federation/dts-plugin/core';
    import { storeExposes } from '${url('../../../store/webpack.config.mjs')}';
    import { remoteTypes } from '${url('../../../webpack.factory.mjs')}';
    await generateTypes({ remote: { ...remoteTypes, moduleFederationConfig: { name: 'store', exposes: storeExposes },
      context: ${JSON.stringify(store)}, outputDir: ${JSON.stringify(join(store, 'dist'))} } });`;
  return run(process.execPath, ['--input-type=module', '-e', generate], { cwd: frontends });
}

/** The shell's routes (and what they import) type-checked with `storeTypes` as the store's @mf-types. */
async function shellTypeCheck(storeTypes: string): Promise<string> {
  const typesOf = (remote: string) => (remote === 'store' ? storeTypes : join(frontends, remote, 'dist/@mf-types'));
  const tsconfig = join(work, `tsconfig.${Date.now()}.json`);
  await writeFile(
    tsconfig,
    JSON.stringify({
      extends: join(frontends, 'tsconfig.json'),
      compilerOptions: { paths: Object.fromEntries(remotes.map((remote) => [`${remote}/*`, [`${typesOf(remote)}/*`]])) },
      files: [join(frontends, 'shell/src/routes.tsx')],
      include: [],
    }),
  );
  const tsc = fileURLToPath(new URL('../../../../node_modules/typescript/bin/tsc', import.meta.url));
  return run(process.execPath, [tsc, '-p', tsconfig, '--noEmit']).then(
    () => '',
    (error: { stdout: string }) => error.stdout,
  );
}

it("passes with the store's built types, fails once the store's home page needs a prop the shell does not pass", async () => {
  expect(await shellTypeCheck(join(frontends, 'store/dist/@mf-types'))).toBe('');

  const store = join(work, 'store');
  for (const part of ['src', 'locales', 'package.json']) await cp(join(frontends, 'store', part), join(store, part), { recursive: true });
  const page = join(store, 'src/pages/home-page.tsx');
  await writeFile(
    page,
    (await readFile(page, 'utf8')).replace(
      'function HomePage() {',
      'function HomePage({ campaign }: { campaign: string }) {\n  void campaign;',
    ),
  );
  await generateStoreTypes(store);

  const errors = await shellTypeCheck(join(store, 'dist/@mf-types'));
  // routes.tsx's home route: the store's HomePage is no longer a page the shell can render.
  expect(errors).toMatch(/shell\/src\/routes\.tsx\(\d+,\d+\): error TS2322: Type '"HomePage"' is not assignable/);
}, 180_000);
