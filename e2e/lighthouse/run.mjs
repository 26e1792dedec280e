// Lighthouse (mobile emulation, simulated slow 4G and 4× slower CPU) on the storefront's first pages, on Debian's
// Chromium. Each page is judged on the median of seven audits, each made once the machine is quiet, as Lighthouse's own
// guidance on variability advises: a shared 2-core machine's hiccups move one run's figures by ten points (the product
// page measured 80-96 in one CI run), and a median of five still moved by four. A page stops being audited as soon as
// its median of seven is within the budgets whatever the audits not made would give (four of seven within on every
// count): the same verdict, minutes sooner. Exits non-zero under the budgets; `npm test` runs it against the browser
// journeys' stack.
// Usage: node e2e/lighthouse/run.mjs [baseUrl [paths...]]   (`npm run lighthouse` against `npm start`)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { waitForQuietMachine } from './quiet-machine.mjs';

/**
 * Issue #21's budgets. The aim is 95: a median under it is printed, not failed (medians of five on `npm start` on this
 * 2-core machine: 94–99; figures in bench/README.md).
 */
const aim = { performance: 95 };
const budgets = { performance: 90, accessibility: 95, cls: 0.1 };
const baseUrl = process.argv[2] ?? process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
/**
 * The storefront's first pages, and the QR menu a diner opens at a table (issue 37): in the journeys' fresh database its
 * address is the one the QR-menu journey's restaurant claims first (e2e/journeys/restaurant-qr-menu.test.mjs).
 */
const defaultPages = ['/', '/tienda', '/tienda/software-restaurant', '/m/software-restaurante'];
const pages = process.argv.length > 3 ? process.argv.slice(3) : defaultPages;

function figures(lhr) {
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(audit('total-blocking-time')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    // What to look at when a figure is off: the LCP element and the element that shifted most.
    lcpElement: firstNode(lhr.audits['lcp-breakdown-insight']?.details),
    shifted: firstNode(lhr.audits['layout-shifts']?.details),
  };
}

function firstNode(details) {
  if (!details || typeof details !== 'object') return undefined;
  if (details.type === 'node') return details.snippet;
  for (const value of Object.values(details)) {
    const found = firstNode(value);
    if (found) return found;
  }
  return undefined;
}

const withinBudgets = (run) =>
  run.performance >= budgets.performance && run.accessibility >= budgets.accessibility && run.cls <= budgets.cls;

function median(runs) {
  const middle = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  return {
    ...byPerformance,
    accessibility: middle(runs.map((run) => run.accessibility)),
    cls: middle(runs.map((run) => run.cls)),
    runs: runs.map((run) => run.performance),
  };
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * One Lighthouse run in a Chromium of its own, as Lighthouse's CLI does: a trace Chromium failed to record
 * (NO_NAVSTART and the like, seen twice in a row on a busy CI machine sharing one browser) is measured again in a new
 * browser, up to three times.
 */
async function audit(path, attempt = 1) {
  const busy = await waitForQuietMachine();
  if (busy > 0.2) console.log(`${path}: measuring on a busy machine (${Math.round(busy * 100)} % of its cores' time)`);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
  let lhr;
  try {
    ({ lhr } = await lighthouse(new URL(path, baseUrl).toString(), {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    }));
  } finally {
    await chrome.kill();
  }
  if (!lhr.runtimeError) return figures(lhr);
  if (attempt === 3) throw new Error(`${path}: ${lhr.runtimeError.message}`);
  console.log(`${path}: ${lhr.runtimeError.code}, measuring again`);
  return audit(path, attempt + 1);
}

const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 7);
/** Whether the median of `runsPerPage` audits is within the budgets already: more than half of them are, on every count. */
function settled(runs) {
  const within = (passes) => runs.filter(passes).length > runsPerPage / 2;
  return (
    within((run) => run.performance >= budgets.performance) &&
    within((run) => run.accessibility >= budgets.accessibility) &&
    within((run) => run.cls <= budgets.cls)
  );
}
const results = {};
for (const path of pages) {
  const runs = [];
  while (runs.length < runsPerPage && !settled(runs)) runs.push(await audit(path));
  results[path] = median(runs);
}
console.log(JSON.stringify({ budgets, aim, pages: results }, null, 2));
for (const [path, result] of Object.entries(results)) {
  if (result.performance < aim.performance)
    console.log(
      `${path}: performance ${result.performance}, under the aim of ${aim.performance} (TBT ${result.tbtMs} ms, LCP ${result.lcpMs} ms)`,
    );
  if (!withinBudgets(result)) {
    console.error(
      `${path}: performance ${result.performance}, accessibility ${result.accessibility}, CLS ${result.cls}: under the budgets (performance ≥ ${budgets.performance}, accessibility ≥ ${budgets.accessibility}, CLS ≤ ${budgets.cls})`,
    );
    process.exitCode = 1;
  }
}
