// What tracing costs (issue 39): the public catalogue (public-products.bench.ts) and the kitchen board
// (kitchen-board.bench.ts) run three times in one run: untraced; with every process they start exporting its spans
// over OTLP to a Jaeger started here (the kit's telemetry preloaded: every request, query, Kafka message and job
// traced); and with one trace in ten kept (head sampling). Issue 39's budget: 10 % at most on throughput. Each bench
// runs as it does alone, in a process of its own; its JSON figures are read from its output (an own budget missed
// still gives them).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startJaeger } from '../deploy/local/jaeger.mjs';
import { localDir } from '../scripts/lib/stack.mjs';
import { freePort } from '@mb/service-kit/testing';

const budget = { throughputLossPercent: 10 };

/**
 * Runs one bench and answers the JSON it printed last. A bench whose process lingers once its figures are out (a
 * child of its own still closing) is stopped, with its children, 20 s later.
 */
function runBench(file: string, env: Record<string, string>): Promise<Record<string, any>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `bench/${file}`], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    let output = '';
    let lingering: NodeJS.Timeout | undefined;
    const figures = () => JSON.parse(output.slice(output.lastIndexOf('\n{') + 1));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!lingering && /\n}\s*$/.test(output)) lingering = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 20_000);
    });
    child.on('error', reject);
    child.on('exit', () => {
      clearTimeout(lingering);
      try {
        resolve(figures());
      } catch {
        reject(new Error(`${file} printed no figures:\n${output.slice(-2000)}`));
      }
    });
  });
}

const lossPercent = (untraced: number, traced: number) => Math.round((1 - traced / untraced) * 1000) / 10;

const jaeger = await startJaeger({
  otlpPort: await freePort(),
  uiPort: await freePort(),
  grpcPort: await freePort(),
  logPath: join(localDir, 'jaeger', 'tracing-overhead.log'),
});
try {
  // Every trace kept, and one in ten (head sampling at the first process, the rest following its decision).
  const modes = {
    untraced: {},
    traced: { BENCH_OTLP_ENDPOINT: jaeger.otlpUrl },
    sampled: { BENCH_OTLP_ENDPOINT: jaeger.otlpUrl, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' },
  };
  const runAll = async (file: string) => {
    const runs: Record<string, Record<string, any>> = {};
    for (const [mode, env] of Object.entries(modes)) runs[mode] = await runBench(file, env);
    return runs as Record<keyof typeof modes, Record<string, any>>;
  };
  const catalogue = await runAll('public-products.bench.ts');
  const board = await runAll('kitchen-board.bench.ts');
  const spans = (await (await fetch(`${jaeger.uiUrl}/api/services`)).json()) as { data: string[] | null };

  const rps = (mode: keyof typeof modes) => catalogue[mode].gateway.requestsPerSecond;
  const orders = (mode: keyof typeof modes) => board[mode].burst.ordersPerSecond;
  const cpu = (mode: keyof typeof modes) => board[mode].burst.serviceCpuMsPerOrder;
  const result = {
    publicCatalogue: {
      untraced: catalogue.untraced.gateway,
      traced: catalogue.traced.gateway,
      sampledOneInTen: catalogue.sampled.gateway,
      throughputLossPercent: { traced: lossPercent(rps('untraced'), rps('traced')), sampled: lossPercent(rps('untraced'), rps('sampled')) },
    },
    kitchenBoard: {
      untraced: { steady: board.untraced.steady, burst: board.untraced.burst },
      traced: { steady: board.traced.steady, burst: board.traced.burst },
      sampledOneInTen: { steady: board.sampled.steady, burst: board.sampled.burst },
      throughputLossPercent: {
        traced: lossPercent(orders('untraced'), orders('traced')),
        sampled: lossPercent(orders('untraced'), orders('sampled')),
      },
      serviceCpuPerOrderMorePercent: {
        traced: -lossPercent(cpu('untraced'), cpu('traced')),
        sampled: -lossPercent(cpu('untraced'), cpu('sampled')),
      },
    },
    /** The services Jaeger received spans from: proof the traced runs were traced. */
    tracedServices: spans.data ?? [],
    budget,
  };
  console.log(JSON.stringify(result, null, 2));
  if (result.tracedServices.length === 0) {
    console.error('Jaeger received no spans: the traced runs were not traced');
    process.exitCode = 1;
  }
  const losses = [result.publicCatalogue.throughputLossPercent, result.kitchenBoard.throughputLossPercent];
  if (Math.max(...losses.map((loss) => loss.traced)) > budget.throughputLossPercent) {
    console.error('tracing every request costs more than its budget');
    process.exitCode = 1;
  }
  if (Math.max(...losses.map((loss) => loss.sampled)) > budget.throughputLossPercent) {
    console.error('tracing one request in ten costs more than its budget');
    process.exitCode = 1;
  }
} finally {
  await jaeger.stop();
}
