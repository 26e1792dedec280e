// A single-node KRaft Kafka broker run as a plain JVM process from the jars
// Maven fetched into .local/kafka/libs. Used by infra.mjs (the shared dev
// broker in .local/kafka) and by tests that want a private broker of their own
// (another dir and other ports) which they can stop and restart.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { kafkaConfigDir, localDir } from './paths.mjs';
import { canConnect, waitFor } from './net.mjs';
import { commandLine, isAlive, readPidFile, run, tailFile, terminate, which } from './proc.mjs';

export const defaultKafkaDir = join(localDir, 'kafka');
export const defaultLibsDir = join(defaultKafkaDir, 'libs');

const POM = join(kafkaConfigDir, 'pom.xml');
const PROPERTIES_TEMPLATE = join(kafkaConfigDir, 'server.properties');
const LOG4J = join(kafkaConfigDir, 'log4j.properties');
const STARTED = 'Kafka Server started'; // "[KafkaRaftServer nodeId=1] Kafka Server started"

/** Where a broker keeps its things; everything inside `dir`. */
export function kafkaPaths(dir = defaultKafkaDir) {
  const root = resolve(dir);
  return {
    dir: root,
    dataDir: join(root, 'data'),
    logsDir: join(root, 'logs'),
    propsFile: join(root, 'server.properties'),
    pidFile: join(root, 'kafka.pid'),
    outFile: join(root, 'logs', 'kafka.out'), // the JVM's stdout/stderr
    serverLog: join(root, 'logs', 'server.log'),
  };
}

/**
 * Makes sure the Kafka jars are in libsDir, fetching them with Maven once.
 * A stamp holds the pom's hash so that editing the pom (e.g. a version bump)
 * fetches again. Resolves the libs dir.
 */
export async function ensureKafkaLibs({ libsDir = defaultLibsDir, log = () => {} } = {}) {
  const stamp = join(libsDir, '.pom.sha256');
  const pomHash = createHash('sha256').update(readFileSync(POM)).digest('hex');
  const ready = () => existsSync(stamp) && readFileSync(stamp, 'utf8') === pomHash;
  if (ready()) return libsDir;
  if (!which('mvn')) throw new Error('Maven (mvn) is needed once to fetch the Kafka jars (Debian package: maven)');

  log('kafka: fetching the Kafka jars with Maven (once)');
  // Fetch into a temp dir and rename it into place, so that a concurrent
  // start never sees a half-filled libs dir.
  const tmp = `${libsDir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const result = await run(
    'mvn',
    ['-q', '-B', '-Dstyle.color=never', '-f', POM, 'dependency:copy-dependencies', `-DoutputDirectory=${tmp}`, '-DincludeScope=runtime'],
    { allowFail: true },
  );
  if (result.status !== 0) {
    rmSync(tmp, { recursive: true, force: true });
    throw new Error(`Maven failed to fetch the Kafka jars (exit ${result.status}):\n${(result.stdout + result.stderr).trim()}`);
  }
  if (ready()) {
    rmSync(tmp, { recursive: true, force: true }); // someone else finished first
  } else {
    writeFileSync(join(tmp, '.pom.sha256'), pomHash);
    rmSync(libsDir, { recursive: true, force: true });
    renameSync(tmp, libsDir);
  }
  return libsDir;
}

/** pid of the broker running from `dir` (checked against /proc, not just the pid file), or null. */
export function runningKafka({ dir = defaultKafkaDir } = {}) {
  const paths = kafkaPaths(dir);
  const pid = readPidFile(paths.pidFile);
  if (!isAlive(pid)) return null;
  const cmd = commandLine(pid);
  return cmd.includes('kafka.Kafka') && cmd.includes(paths.propsFile) ? pid : null;
}

/**
 * Starts a broker+controller whose data, logs and rendered properties live in
 * `dir` (storage formatted on first use; restarting with the same dir keeps
 * topics and messages). Resolves { pid, port, controllerPort, dir, stop() }
 * once the broker accepts connections and logged that it has started.
 * If a broker from `dir` is already running, waits for it and returns it.
 */
export async function startKafka({
  dir = defaultKafkaDir,
  port = 9092,
  controllerPort = port + 1,
  heapMb = 512,
  libsDir = defaultLibsDir,
  timeoutMs = 90000,
  log = () => {},
} = {}) {
  const paths = kafkaPaths(dir);
  const handle = (pid) => ({ pid, port, controllerPort, dir: paths.dir, stop: () => stopKafka({ dir: paths.dir }) });
  await ensureKafkaLibs({ libsDir, log });
  mkdirSync(paths.dataDir, { recursive: true });
  mkdirSync(paths.logsDir, { recursive: true });

  const existing = runningKafka({ dir });
  if (existing) {
    await waitFor(() => canConnect('127.0.0.1', port), { timeoutMs, what: `Kafka (pid ${existing}) on port ${port}` });
    return handle(existing);
  }
  for (const p of [port, controllerPort]) {
    if (await canConnect('127.0.0.1', p)) throw new Error(`kafka: port ${p} is already in use by another process`);
  }

  writeProperties(paths, port, controllerPort);
  if (!existsSync(join(paths.dataDir, 'meta.properties'))) await formatStorage(paths, libsDir);

  // Only log lines written after this offset belong to this start
  // (server.log is appended to across restarts).
  const logOffset = existsSync(paths.serverLog) ? statSync(paths.serverLog).size : 0;
  const out = openSync(paths.outFile, 'w');
  const child = spawn(
    'java',
    [
      `-Xms${Math.min(256, heapMb)}m`,
      `-Xmx${heapMb}m`,
      '-XX:+UseG1GC',
      '-Djava.awt.headless=true',
      ...loggingOptions(paths),
      '-cp',
      join(libsDir, '*'), // java expands the wildcard itself
      'kafka.Kafka',
      paths.propsFile,
    ],
    { cwd: paths.dir, detached: true, stdio: ['ignore', out, out] },
  );
  closeSync(out);
  // Outlives this Node process: the pid file is how `stop` finds it later.
  writeFileSync(paths.pidFile, `${child.pid}\n`);
  child.unref();
  let exitCode = null;
  child.once('exit', (code, sig) => (exitCode = code ?? sig));

  try {
    await waitFor(
      async () => {
        if (exitCode !== null || !isAlive(child.pid)) throw new Error(`kafka: the JVM exited (${exitCode}) during start-up`);
        return logSince(paths.serverLog, logOffset).includes(STARTED) && (await canConnect('127.0.0.1', port));
      },
      { timeoutMs, intervalMs: 250, what: `Kafka to start on port ${port}` },
    );
  } catch (err) {
    // Do not leave a half-started JVM holding the ports.
    await terminate(child.pid, { timeoutMs: 5000 }).catch(() => {});
    rmSync(paths.pidFile, { force: true });
    throw new Error(
      `${err.message}\n--- last 40 lines of ${paths.serverLog} (this start) ---\n` +
        `${lastLines(logSince(paths.serverLog, logOffset), 40) || '(nothing logged)'}` +
        `\n--- ${paths.outFile} ---\n${tailFile(paths.outFile, 20)}`,
    );
  }
  return handle(child.pid);
}

/**
 * Stops the broker running from `dir`: SIGTERM (controlled shutdown), then
 * SIGKILL after timeoutMs. Resolves the pid it stopped, or null if none ran.
 */
export async function stopKafka({ dir = defaultKafkaDir, timeoutMs = 30000 } = {}) {
  const paths = kafkaPaths(dir);
  const pid = runningKafka({ dir });
  if (pid) await terminate(pid, { timeoutMs });
  rmSync(paths.pidFile, { force: true });
  return pid;
}

function loggingOptions(paths) {
  return [`-Dlog4j.configuration=${pathToFileURL(LOG4J).href}`, `-Dkafka.logs.dir=${paths.logsDir}`];
}

/** Renders deploy/kafka/server.properties for this dir and these ports (every start, so ports may change). */
function writeProperties(paths, port, controllerPort) {
  const values = { PORT: port, CONTROLLER_PORT: controllerPort, DATA_DIR: paths.dataDir };
  const text = readFileSync(PROPERTIES_TEMPLATE, 'utf8').replace(/@([A-Z_]+)@/g, (match, name) => {
    if (!(name in values)) throw new Error(`unknown placeholder ${match} in ${PROPERTIES_TEMPLATE}`);
    return String(values[name]);
  });
  writeFileSync(paths.propsFile, text);
}

/** KRaft needs its storage formatted once with a cluster id. */
async function formatStorage(paths, libsDir) {
  await run('java', [
    ...loggingOptions(paths),
    '-cp',
    join(libsDir, '*'),
    'kafka.tools.StorageTool',
    'format',
    '-t',
    randomClusterId(),
    '-c',
    paths.propsFile,
  ]);
}

/** Like Kafka's Uuid.randomUuid(): 16 random bytes, base64url, 22 chars, not starting with '-'. */
function randomClusterId() {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

/** Text appended to a file after `offset` (from 0 if the file was rotated). */
function logSince(file, offset) {
  let fd;
  try {
    fd = openSync(file, 'r');
  } catch {
    return '';
  }
  try {
    const size = statSync(file).size;
    const from = size < offset ? 0 : offset;
    const buffer = Buffer.alloc(size - from);
    readSync(fd, buffer, 0, buffer.length, from);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

function lastLines(text, count) {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}
