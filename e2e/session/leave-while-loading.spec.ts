import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signInWithCode } from '../support/flows.js';

/**
 * A page left while its user info is still loading (an address typed, a reload) has that call aborted. The page being
 * left must not take the abort for a failed user info and log out: the page that replaces it reads the same stored
 * session (seen in CI as a journey that opened a page right after signing in and landed on the login page).
 */
let browser: Browser;
let proxy: Server;
let proxyUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // In front of the product: user info's headers at once, its body 1.5 s later (a page can be left in between).
  const target = new URL(baseUrl());
  proxy = createServer((req, res) => {
    const upstream = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      if (!req.url?.endsWith('/customer/customer-user/user-info')) return void answer.pipe(res);
      res.flushHeaders();
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => setTimeout(() => res.end(Buffer.concat(chunks)), 1_500));
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
});

describe('a page left while user info loads', () => {
  it('keeps the session for the page opened instead', async () => {
    const { context, page } = await newPage(browser);
    // User info answers late, so that it is still on its way when the next address is opened.
    let late = true;
    await page.route('**/customer/customer-user/user-info', async (route) => {
      if (late) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    });
    const asked = page.waitForRequest((r) => r.url().endsWith('/customer/customer-user/user-info'));
    await signInWithCode(page, DEMO.alice, DEMO.password);
    await asked;
    // Opened while that call is on its way: the page before is left, its call aborted.
    await page.goto('/manage/profile');
    late = false;
    await page.getByTestId('contact-change-email').waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/manage/profile');
    // Still signed in a moment later: nothing the page left did afterwards ended the session.
    await page.waitForTimeout(2_500);
    await page.reload();
    await page.getByTestId('contact-change-email').waitFor();
    expect(new URL(page.url()).pathname).toBe('/manage/profile');
    await context.close();
  });

  it('keeps it when the page is left while the body of the answer is on its way', async () => {
    // The headers came, the body had not: the page left has its body cut off, which is no answer, not a bad one (taken
    // for a bad one, it logged out the page opened instead: CI saw Paul land on the login page).
    const context = await browser.newContext({ baseURL: proxyUrl, viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    const answered = page.waitForResponse((r) => r.url().endsWith('/customer/customer-user/user-info'));
    await signInWithCode(page, DEMO.paul, DEMO.password);
    await answered;
    await page.goto('/vaults/setup?wizard=new');
    await page.getByTestId('wizard-next').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(2_500);
    expect(new URL(page.url()).pathname).toBe('/vaults/setup');
    await context.close();
  });
});
