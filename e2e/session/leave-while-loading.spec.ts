import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signInWithCode } from '../support/flows.js';

/**
 * A page left while its user info is still loading (an address typed, a reload) has that call aborted. The page being
 * left must not take the abort for a failed user info and log out: the page that replaces it reads the same stored
 * session (seen in CI as a journey that opened a page right after signing in and landed on the login page).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

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
});
