import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeEach, onTestFailed } from 'vitest';

/**
 * What a failed journey's pages were showing: for every page still open, its address, the start of its text, and the
 * last console errors and failed calls. A journey that fails only under load in CI leaves nothing else to read.
 */
interface PageLog {
  events: string[];
}

const pages = new Map<Page, PageLog>();
const started = Date.now();
const stamp = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;

function remember(log: PageLog, line: string): void {
  if (log.events.at(-1)?.endsWith(` ${line}`)) return; // a navigation is reported once per frame event
  log.events.push(`${stamp()} ${line}`);
  if (log.events.length > 30) log.events.shift();
}

function watchPage(page: Page): void {
  const log: PageLog = { events: [] };
  pages.set(page, log);
  page.on('close', () => pages.delete(page));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') remember(log, `console.${m.type()}: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => remember(log, `pageerror: ${e.message.slice(0, 300)}`));
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) remember(log, `navigated: ${f.url()}`);
  });
  page.on('requestfailed', (r) => remember(log, `failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() >= 400) remember(log, `${r.status()}: ${r.request().method()} ${r.url()}`);
  });
}

function watchContext(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
  return context;
}

/** Records every page this browser opens, through whichever call opens it. */
export function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => watchContext(await newContext(...args));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    if (!pages.has(page)) watchPage(page);
    return page;
  };
  return browser;
}

async function describePage(page: Page, log: PageLog): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .then((t) => t.replace(/\s+/g, ' ').slice(0, 600))
    .catch((e: Error) => `(no text: ${e.message.split('\n')[0]})`);
  return [`page ${page.url()}`, `  shows: ${text}`, ...log.events.map((e) => `  ${e}`)].join('\n');
}

/** Called once by the e2e project's setup file: every journey of every spec reports its pages when it fails. */
export function reportFailedJourneys(): void {
  beforeEach(() => {
    onTestFailed(async () => {
      const open = [...pages].filter(([page]) => !page.isClosed());
      const described = await Promise.all(open.map(([page, log]) => describePage(page, log)));
      console.error(`[journey failed at ${stamp()}] ${open.length} open page(s)\n${described.join('\n')}`);
    });
  });
}
