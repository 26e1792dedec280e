// A run killed with -9 leaves no container behind: its reaper removes what carried its label. Runs where the tests'
// infrastructure is in containers (MB_INFRA=containers, as `npm test` sets wherever an engine answers).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const onContainers = process.env.MB_INFRA === 'containers';
const containersConf = fileURLToPath(new URL('../containers.conf', import.meta.url));
const engine = spawnSync('sh', ['-c', 'command -v podman'], { encoding: 'utf8' }).stdout.trim() ? 'podman' : 'docker';

/** The names of the containers labelled with a run's pid. */
const containersOf = (pid: number) =>
  spawnSync(engine, ['ps', '-a', '--filter', `label=mb.test-run=${pid}`, '--format', '{{.Names}}'], {
    encoding: 'utf8',
    env: { ...process.env, CONTAINERS_CONF: containersConf },
  })
    .stdout.split('\n')
    .filter(Boolean);

// A run of its own: the container API, its reaper and one Redis container, then it waits to be killed.
const run = `
  const { GenericContainer, Wait } = await import('testcontainers');
  const { containerApi } = await import(${JSON.stringify(new URL('./infra.mjs', import.meta.url).href)});
  const { infraImages, startReaper } = await import(${JSON.stringify(new URL('./infra-containers.mjs', import.meta.url).href)});
  await containerApi();
  const { labels } = startReaper();
  await new GenericContainer(infraImages.redis)
    .withLabels(labels)
    .withCommand(['redis-server', '--save', ''])
    .withExposedPorts(6379)
    .withWaitStrategy(Wait.forLogMessage('Ready to accept connections'))
    .start();
  console.log('up');
  setInterval(() => {}, 1000);
`;

(onContainers ? describe : describe.skip)('the reaper of the test containers', () => {
  let child: ChildProcess | undefined;
  afterEach(() => child?.kill('SIGKILL'));

  it('removes a killed run’s containers', async () => {
    child = spawn(process.execPath, ['--input-type=module', '-e', run], { stdio: ['ignore', 'pipe', 'inherit'] });
    const pid = child.pid as number;
    await new Promise<void>((resolve, reject) => {
      child?.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('up') && resolve());
      child?.once('exit', (code) => reject(new Error(`the run ended (${code}) before its container was up`)));
    });
    expect(containersOf(pid)).toHaveLength(1);

    child.kill('SIGKILL');
    const deadline = Date.now() + 30_000;
    while (containersOf(pid).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    expect(containersOf(pid)).toEqual([]);
  });
});
