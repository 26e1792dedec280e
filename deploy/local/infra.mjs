#!/usr/bin/env node
// Local infrastructure as plain processes (no Docker): PostgreSQL, Redis,
// Kafka and FerretDB (MongoDB's protocol on that PostgreSQL), with their files under <repo>/.local. Runs before `npm install`, so
// it only uses node: built-ins.
//
//   node deploy/local/infra.mjs up       start what is not already reachable
//   node deploy/local/infra.mjs down     stop what `up` started
//   node deploy/local/infra.mjs status   one line per server
import { ensurePackages } from './packages.mjs';
import { ensureFerretdbBinary, ferretdbDown, ferretdbStatus, ferretdbUp } from './ferretdb.mjs';
import { postgresConfig, postgresDown, postgresStatus, postgresUp } from './postgres.mjs';
import { redisConfig, redisDown, redisStatus, redisUp } from './redis.mjs';
import { defaultKafkaDir, runningKafka, startKafka, stopKafka } from './kafka.mjs';
import { canConnect, isLocalHost, parseHostPort } from './net.mjs';
import { which } from './proc.mjs';

const log = (line) => console.log(line);

function kafkaConfig() {
  const first = (process.env.KAFKA_BROKERS || '127.0.0.1:9092').split(',')[0];
  const { host, port } = parseHostPort(first, 9092);
  const controllerPort = Number(process.env.KAFKA_CONTROLLER_PORT || port + 1);
  return { host, port, controllerPort };
}

async function kafkaUp(cfg = kafkaConfig()) {
  const address = `${cfg.host}:${cfg.port}`;
  const ours = runningKafka();
  if (ours && (await canConnect(cfg.host, cfg.port))) return log(`kafka: already up on ${address} (ours, pid ${ours})`);
  if (!ours && (await canConnect(cfg.host, cfg.port))) return log(`kafka: reused ${address}`);
  if (!isLocalHost(cfg.host)) throw new Error(`nothing listens at ${address}, and that host is not local so no broker is started`);
  const started = Date.now();
  const kafka = await startKafka({ dir: defaultKafkaDir, port: cfg.port, controllerPort: cfg.controllerPort, log });
  log(`kafka: started on 127.0.0.1:${cfg.port} (pid ${kafka.pid}, ${seconds(started)})`);
}

async function kafkaStatus(cfg = kafkaConfig()) {
  const pid = runningKafka();
  const reachable = await canConnect(cfg.host, cfg.port);
  return { name: 'kafka', address: `${cfg.host}:${cfg.port}`, reachable, ours: Boolean(pid), pid };
}

async function up() {
  const started = Date.now();
  await ensurePackages(undefined, log);
  // Kafka's JVM is the slow one: start it first and bring up PostgreSQL and
  // Redis meanwhile (all child processes, so they do overlap).
  // FerretDB stores in PostgreSQL, so it starts once PostgreSQL is up; its one-time build overlaps the rest.
  const postgres = postgresUp(log);
  const results = await Promise.allSettled([
    kafkaUp(),
    (async () => {
      await postgres;
      await redisUp(log);
    })(),
    (async () => {
      await Promise.all([ensureFerretdbBinary(log), postgres]);
      await ferretdbUp(log);
    })(),
  ]);
  const failures = [...new Set(results.filter((r) => r.status === 'rejected').map((r) => r.reason.message))];
  if (failures.length) throw new Error(failures.join('\n'));
  log(`infra: up in ${seconds(started)}`);
}

async function down() {
  // Kafka first (services may still be writing to it), then FerretDB (it writes to PostgreSQL), the database last.
  const kafkaPid = await stopKafka();
  log(kafkaPid ? `kafka: stopped (pid ${kafkaPid})` : 'kafka: not running from .local (nothing to stop)');
  await ferretdbDown(log);
  await redisDown(log);
  await postgresDown(log);
}

async function status() {
  const rows = await Promise.all([postgresStatus(postgresConfig()), redisStatus(redisConfig()), kafkaStatus(), ferretdbStatus()]);
  for (const { name, address, reachable, ours, pid } of rows) {
    const owner = ours ? `ours, pid ${pid}${reachable ? '' : ', running but not answering'}` : reachable ? 'reused, not started by us' : '';
    log(`${name}: ${reachable ? 'up' : 'down'} ${address}${owner ? ` (${owner})` : ''}`);
  }
  const chromium = which('chromium');
  log(`chromium: ${chromium ?? 'not installed (Debian package: chromium)'}`);
  // Non-zero when something is down, so scripts can do `status || up`.
  if (rows.some((row) => !row.reachable)) process.exitCode = 1;
}

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)}s`;
}

const commands = { up, down, status };
const command = commands[process.argv[2]];
if (!command) {
  console.error('usage: node deploy/local/infra.mjs up|down|status');
  process.exit(2);
}
try {
  await command();
} catch (err) {
  console.error(`infra ${process.argv[2]} failed:\n${err.message}`);
  process.exit(1);
}
