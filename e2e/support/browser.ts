import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { waitForMailedCode } from '../../scripts/product.mjs';
import { CHROMIUM } from './chromium.js';
import { watchBrowser } from './diagnostics.js';

/**
 * The Chromium the global set-up started, connected to (a launch and close per file was ~1 s on a quiet machine, more
 * under load, 32 times a run); every journey still works in its own contexts. A file launches a browser of its own with
 * `extraArgs` (a fake camera), with `own` (files chosen by path must be this machine's: Playwright sends a connected
 * browser their bytes, and a download's path() is not available), or when the shared one cannot be reached.
 */
export async function launchBrowser(extraArgs: string[] = [], { own = false }: { own?: boolean } = {}): Promise<Browser> {
  const shared = inject('browserWsEndpoint');
  const browser =
    extraArgs.length === 0 && !own && shared
      ? await chromium.connect(shared).catch(() => chromium.launch(CHROMIUM))
      : await chromium.launch({ ...CHROMIUM, args: [...CHROMIUM.args, ...extraArgs] });
  return watchBrowser(browser);
}

export const baseUrl = () => inject('baseUrl');

/** A fresh browser profile (no cookies, no storage) at desktop size. */
export async function newPage(browser: Browser, opts: { width?: number; locale?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  // Less motion asked for, as some people do: no modal animations for a click to land in (lost clicks under load).
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: opts.width ?? 1440, height: 900 }, locale: opts.locale ?? 'en-GB', reducedMotion: 'reduce' });
  const page = await context.newPage();
  // Generous: the first journeys run beside the unit and server projects on 2 cores (chunks, OCR, argon2).
  page.setDefaultTimeout(30_000);
  return { context, page };
}

interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** Reads the dev mailbox over HTTP, as a person would on the mailbox page. */
export async function mailbox(): Promise<MailboxMessage[]> {
  const res = await fetch(`${baseUrl()}/customer/dev/mailbox`, { headers: { 'Api-Version': '8' } });
  return ((await res.json()) as { data: MailboxMessage[] }).data;
}

/** Waits for a new e-mail to an address (newer than `after`) and returns its 6-digit code. */
export const waitForCode = (email: string, after: Date): Promise<string> => waitForMailedCode(baseUrl(), email, after);

export const DEMO = { alice: 'alice@example.com', carol: 'carol@example.com', paul: 'paul@example.com', password: 'Demo!Pass1' } as const;

/** Ids used more than once on the page (labels and ARIA references break on them). */
export function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of Array.from(document.querySelectorAll('[id]'))) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
}
