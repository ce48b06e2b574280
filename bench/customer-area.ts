// What a user of the customer area waits for, in Debian's Chromium (playwright-core) against the built
// product on the embedded default (PGlite, demo data). `npm run build` first. Prints JSON.
// 1. Login route transfer: everything the browser fetches to show /login with an empty cache, as sent
//    (encoded bytes on the wire, Accept-Encoding br as Chromium sends it) and uncompressed, per file.
// 2. First load of home and of documents: a signed-in user opens the address in a fresh tab with an
//    empty HTTP cache; time from navigation start until the page's content is shown (home: the welcome
//    card and the outstanding actions card; documents: the table's rows or its empty state).
// 3. Profile switch: Carol chooses Chen Trading Ltd in the switcher (and back); time from the click until
//    home shows the new profile's name with its content.
//   npx tsx bench/customer-area.ts            (BENCH_RUNS=5 by default)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { root } from '../scripts/lib.mjs';
import { startProduct, waitForMailedCode } from '../scripts/product.mjs';
import { median } from './stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** The page's document, for the functions run in the browser (this package builds without the DOM library). */
declare const document: { querySelector(selector: string): { textContent: string | null } | null };
const PASSWORD = 'Demo!Pass1';

const stats = (values: number[]) => ({ runs: values.length, medianMs: Math.round(median(values)), minMs: Math.round(Math.min(...values)), maxMs: Math.round(Math.max(...values)), allMs: values.map(Math.round) });

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** Bytes on the wire and decoded, per request, from the DevTools protocol (cache disabled). */
async function transfer(context: BrowserContext, page: Page, open: () => Promise<void>) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<string, { url: string; encoding: string; decoded: number; body: number; sent: number }>();
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    requests.set(e.requestId, { url: e.response.url, encoding: headers['content-encoding'] ?? 'identity', decoded: 0, body: 0, sent: 0 });
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.decoded += e.dataLength;
      r.body += e.encodedDataLength;
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.sent = e.encodedDataLength;
  });
  await open();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  const files = [...requests.values()].map((r) => ({ ...r, url: r.url.replace(/^https?:\/\/[^/]+/, '') }));
  return {
    requests: files.length,
    // Bodies as sent (compressed where the server compressed), then with the HTTP headers too.
    sentBytes: files.reduce((s, f) => s + f.body, 0),
    sentWithHeadersBytes: files.reduce((s, f) => s + f.sent, 0),
    uncompressedBytes: files.reduce((s, f) => s + f.decoded, 0),
    largest: files.sort((a, b) => b.sent - a.sent).slice(0, 8),
  };
}

async function signIn(page: Page, url: string, email: string) {
  await page.goto(`${url}/login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  const after = new Date(Date.now() - 1000);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-code').waitFor();
  await page.getByTestId('login-code').fill(await waitForMailedCode(url, email, after));
  await page.getByTestId('login-code-submit').click();
  await page.waitForURL('**/manage/home');
}

type Waterfall = Array<{ url: string; startMs: number; endMs: number }>;

/**
 * Navigation start to `ready` on a fresh tab with the signed-in storage and an empty HTTP cache, with
 * each request's start and end (ms from navigation start) until then: the waterfall.
 */
async function firstLoad(browser: Browser, state: Awaited<ReturnType<BrowserContext['storageState']>>, url: string, ready: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext({ storageState: state, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const started = performance.now();
  const starts = new Map<object, number>();
  const waterfall: Waterfall = [];
  page.on('request', (request) => starts.set(request, performance.now() - started));
  page.on('requestfinished', (request) =>
    waterfall.push({ url: request.url().replace(/^https?:\/\/[^/]+/, ''), startMs: Math.round(starts.get(request) ?? 0), endMs: Math.round(performance.now() - started) }),
  );
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  const ms = performance.now() - started;
  await context.close();
  return { ms, waterfall: waterfall.filter((r) => r.endMs <= ms).sort((a, b) => a.startMs - b.startMs) };
}

const homeReady = async (page: Page, name?: string) => {
  await page.getByTestId('home-welcome').waitFor({ timeout: 30_000 });
  if (name) await page.waitForFunction((n) => document.querySelector('[data-testid="header-user-name"]')?.textContent === n, name, { timeout: 30_000 });
  // Every card has its data: no loading spinner or skeleton left on the page (the switch overlay included).
  await page.waitForFunction(() => !!document.querySelector('[data-testid="home-score"]') && !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .ant-spin-fullscreen-show'), undefined, { timeout: 30_000 });
};
const documentsReady = async (page: Page) => {
  await page.locator('.ant-table-row, [data-testid="documents-empty"]').first().waitFor({ timeout: 30_000 });
};

const product = await startProduct({ RATE_LIMIT_FACTOR: '100', LOGIN_THROTTLE_FACTOR: '100', NODE_ENV: 'development' }, { timeoutMs: 180_000 });
const browser = await launch();
try {
  // 1. Login route, cold.
  const loginContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const loginPage = await loginContext.newPage();
  const loginRoute = await transfer(loginContext, loginPage, async () => {
    await loginPage.goto(`${product.url}/login`);
    await loginPage.getByTestId('login-email').waitFor();
  });
  await loginContext.close();

  // 2. First loads, signed in as Carol (she has open actions and documents).
  const signed = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await signed.newPage();
  await signIn(page, product.url, 'carol@example.com');
  const state = await signed.storageState();
  await firstLoad(browser, state, `${product.url}/manage/home`, homeReady); // warm the server's caches once
  const home: number[] = [];
  const documents: number[] = [];
  let homeWaterfall: Waterfall = [];
  let documentsWaterfall: Waterfall = [];
  for (let i = 0; i < RUNS; i++) {
    const h = await firstLoad(browser, state, `${product.url}/manage/home`, homeReady);
    home.push(h.ms);
    homeWaterfall = h.waterfall;
    const d = await firstLoad(browser, state, `${product.url}/manage/documents`, documentsReady);
    documents.push(d.ms);
    documentsWaterfall = d.waterfall;
  }

  // 3. Profile switch there and back, in the signed-in tab.
  const switches: number[] = [];
  const switchTo = async (name: string) => {
    await page.getByTestId('company-selector').click();
    const option = page.locator(`[data-testid="profile-option"][data-profile-name="${name}"]`);
    await option.waitFor();
    const started = performance.now();
    await option.click();
    await homeReady(page, name);
    return performance.now() - started;
  };
  await page.getByTestId('home-welcome').waitFor();
  for (let i = 0; i < RUNS; i++) {
    switches.push(await switchTo('Chen Trading Ltd'));
    switches.push(await switchTo('Carol Chen'));
  }
  await signed.close();

  const out = {
    bench: 'customer-area',
    at: new Date().toISOString(),
    database: 'embedded PGlite (default)',
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    loginRoute,
    homeFirstLoad: stats(home),
    documentsFirstLoad: stats(documents),
    profileSwitch: stats(switches),
    // The last run's requests, in start order (ms from navigation start).
    homeWaterfall,
    documentsWaterfall,
    targets: { loginRouteSentBytes: 250_000, profileSwitchMs: 1500, firstLoadMs: 1500 },
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/customer-area.json'), JSON.stringify(out, null, 2));
  console.log(JSON.stringify(out, null, 2));
} finally {
  await browser.close();
  await product.stop();
}
