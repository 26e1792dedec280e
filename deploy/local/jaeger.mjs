// Local Jaeger v1.76.0 (the `jaeger` program: Jaeger v2 on the OpenTelemetry Collector), where the services send their
// traces over OTLP (services/kit/src/telemetry). Built once with the Go toolchain from the Go module proxy, pinned by
// deploy/jaeger/go.mod (made with `go get -tool github.com/jaegertracing/jaeger/cmd/jaeger@v1.76.0`), and cached under
// .local/jaeger/bin as FerretDB is: the first build takes about 7 min of CPU (16 min 28 s on this busy 2-core machine,
// downloads included), later starts are instant. Traces are kept in memory (deploy/jaeger/config.yaml). A module-proxy
// build has no UI assets: its address shows a placeholder page, while the API the tests read (/api/traces) is complete.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canConnect, sleep, waitFor } from './net.mjs';
import { localDir, repoRoot } from './paths.mjs';
import { commandLine, isAlive, readPidFile, run, tailFile, terminate, which } from './proc.mjs';

export const JAEGER_VERSION = 'v1.76.0';
const moduleDir = join(repoRoot, 'deploy', 'jaeger');
const jaegerDir = join(localDir, 'jaeger');
export const jaegerBinary = join(jaegerDir, 'bin', `jaeger-${JAEGER_VERSION}`);
/** The pid of a build under way, so a second caller (the trace test while `npm test` builds) waits for it. */
const buildPidFile = join(jaegerDir, 'build.pid');
const pidFile = join(jaegerDir, 'jaeger.pid');
const logFile = join(jaegerDir, 'jaeger.log');

/**
 * What a platform process needs in its environment to send its traces to this OTLP address: the kit's telemetry
 * preloaded (services/kit/src/telemetry/register.mjs) and the exporter's endpoint.
 */
export function tracingEnv(otlpUrl) {
  const preload = '--import @mb/service-kit/telemetry';
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${preload}`.trim(), OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl };
}

/** Where a Jaeger at this port offset listens: OTLP over HTTP, the UI and its API, the query API over gRPC. */
export function jaegerPorts(portOffset = 0) {
  return { otlpPort: 4318 + portOffset, uiPort: 16686 + portOffset, grpcPort: 16685 + portOffset };
}

/** The Jaeger binary, built on first use (or awaited, when another process is building it). */
export async function ensureJaegerBinary(log = console.log) {
  if (existsSync(jaegerBinary)) return jaegerBinary;
  const builder = readPidFile(buildPidFile);
  if (builder && builder !== process.pid && isAlive(builder)) {
    log(`jaeger: waiting for the build under way (pid ${builder})`);
    while (isAlive(builder) && !existsSync(jaegerBinary)) await sleep(2000);
    if (existsSync(jaegerBinary)) return jaegerBinary;
  }
  if (!which('go')) throw new Error(`jaeger: the Go toolchain (go 1.24 or newer) is needed once to build Jaeger ${JAEGER_VERSION}`);
  log(`jaeger: building Jaeger ${JAEGER_VERSION} from the Go module proxy (once; several minutes)`);
  const started = Date.now();
  mkdirSync(join(jaegerDir, 'bin'), { recursive: true });
  writeFileSync(buildPidFile, `${process.pid}\n`);
  // Built next to its final place and renamed, so a concurrent start never runs a half-written binary.
  const built = `${jaegerBinary}.tmp-${process.pid}`;
  try {
    await run('go', ['build', '-trimpath', '-o', built, 'github.com/jaegertracing/jaeger/cmd/jaeger'], { cwd: moduleDir });
    renameSync(built, jaegerBinary);
  } catch (err) {
    rmSync(built, { force: true });
    throw new Error(`jaeger: building Jaeger ${JAEGER_VERSION} failed:\n${err.message.split('\n').slice(-30).join('\n')}`);
  } finally {
    rmSync(buildPidFile, { force: true });
  }
  log(`jaeger: built ${jaegerBinary} in ${Math.round((Date.now() - started) / 1000)} s`);
  return jaegerBinary;
}

/**
 * Starts a Jaeger on these ports, logging to `log`; `detached` lets it outlive this process (`npm start`). Resolves
 * once its API answers, with its addresses and a `stop`.
 */
export async function startJaeger({ otlpPort, uiPort, grpcPort, logPath = logFile, detached = false, log = console.log }) {
  const binary = await ensureJaegerBinary(log);
  mkdirSync(jaegerDir, { recursive: true });
  const out = openSync(logPath, 'a');
  const child = spawn(binary, ['--config', join(moduleDir, 'config.yaml')], {
    cwd: jaegerDir,
    detached,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      // Jaeger would trace itself, to an OTLP collector on :4317 that is not there.
      OTEL_TRACES_EXPORTER: 'none',
      JAEGER_HOST: '127.0.0.1',
      JAEGER_OTLP_PORT: String(otlpPort),
      JAEGER_UI_PORT: String(uiPort),
      JAEGER_QUERY_GRPC_PORT: String(grpcPort),
    },
  });
  closeSync(out);
  if (detached) child.unref();
  const stop = () => terminate(child.pid, { timeoutMs: 10000 });
  try {
    await waitFor(
      async () => {
        if (!isAlive(child.pid)) throw new Error('jaeger: the process exited during start-up');
        return (await canConnect('127.0.0.1', uiPort)) && canConnect('127.0.0.1', otlpPort);
      },
      { timeoutMs: 30000, what: `Jaeger on 127.0.0.1:${uiPort}` },
    );
  } catch (err) {
    await stop().catch(() => {});
    throw new Error(`${err.message}\n--- last lines of ${logPath} ---\n${tailFile(logPath, 20)}`);
  }
  return {
    pid: child.pid,
    /** What the services export to (OTEL_EXPORTER_OTLP_ENDPOINT). */
    otlpUrl: `http://127.0.0.1:${otlpPort}`,
    /** The UI, and its API under /api. */
    uiUrl: `http://127.0.0.1:${uiPort}`,
    stop,
  };
}

/** pid of the Jaeger `jaegerUp` started (from .local/jaeger/jaeger.pid), or null. */
function ourJaeger() {
  const pid = readPidFile(pidFile);
  return isAlive(pid) && commandLine(pid).includes('jaeger') ? pid : null;
}

/** `npm start`'s Jaeger at this port offset: reused when it already answers, else started to outlive the command. */
export async function jaegerUp({ portOffset = 0, log = console.log } = {}) {
  const ports = jaegerPorts(portOffset);
  const addresses = { otlpUrl: `http://127.0.0.1:${ports.otlpPort}`, uiUrl: `http://127.0.0.1:${ports.uiPort}` };
  if (await canConnect('127.0.0.1', ports.uiPort)) return addresses;
  const ours = ourJaeger();
  if (ours) await terminate(ours, { timeoutMs: 10000 }); // ours but not answering: start afresh
  const jaeger = await startJaeger({ ...ports, detached: true, log });
  writeFileSync(pidFile, `${jaeger.pid}\n`);
  log(`jaeger: started on ${jaeger.uiUrl} (pid ${jaeger.pid}, OTLP at ${jaeger.otlpUrl})`);
  return addresses;
}
