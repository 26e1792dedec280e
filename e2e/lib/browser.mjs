// Debian's Chromium driven by playwright-core (no browser download). The flags keep it from reaching
// out to Google's services, which this machine's closed network refuses.
import { chromium } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/**
 * A page that records console errors and failed requests, so a journey can assert there were none.
 * `prepare` runs before the first navigation (routes, storage); the start-up loading screen is
 * waited out so the page can be clicked. The cookie banner is answered ('rejected') unless `consent` is null, so
 * it covers nothing a journey clicks and no tracking call is made; `userAgent` replaces headless Chromium's, which
 * analytics drops as a bot's.
 */
export async function openPage(
  browser,
  path = '/',
  { viewport = { width: 1280, height: 800 }, prepare, consent = 'rejected', userAgent } = {},
) {
  const context = await browser.newContext({ locale: 'es-CO', viewport, ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  if (consent)
    await page.addInitScript(
      (status) => localStorage.getItem('mb_consent_status') || localStorage.setItem('mb_consent_status', status),
      consent,
    );
  const problems = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A picture, the favicon (type 'other') or an API call still under way when the journey moves to the next page or
  // reloads (or the app drops a query it no longer needs) is cancelled by the browser: not a failure. A script or
  // stylesheet cut short still is one.
  const cancelled = (request) =>
    ['image', 'media', 'fetch', 'xhr', 'other'].includes(request.resourceType()) && request.failure()?.errorText === 'net::ERR_ABORTED';
  page.on('requestfailed', (request) => cancelled(request) || problems.push(`request failed: ${request.url()}`));
  await prepare?.(page, context);
  await page.goto(new URL(path, baseUrl).toString());
  await waitForStartup(page);
  return { page, context, problems, close: () => context.close() };
}

/**
 * The app has committed its first render (`data-app-started`, after the page's load event): the first HTML's content
 * has given way to the app's, and its window-event listeners are there.
 */
export async function waitForAppStart(page) {
  await page.locator('html[data-app-started]').waitFor({ state: 'attached', timeout: 15000 });
}

/** The app has started and its loading screen has gone. */
export async function waitForStartup(page) {
  await waitForAppStart(page);
  await page.getByTestId('loading-screen').waitFor({ state: 'detached', timeout: 10000 });
}

/** One browser for a journey file: launched before its tests, closed after. */
export function sharedBrowser({ before, after }) {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());
  return () => browser;
}
