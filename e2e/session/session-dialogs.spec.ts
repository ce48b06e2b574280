import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, duplicateIds, launchBrowser, newPage } from '../support/browser.js';
import { leaveApp, signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';
import { seriousViolations } from '../support/a11y.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('session errors and public pages', () => {
  it('shows Invalid Request, not the inactivity text, when the server ends a session the user is active in', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.getByTestId('home-welcome').waitFor();
    await leaveApp(page);
    // The session ends on the server side (cookie gone) minutes before it would have timed out.
    await context.clearCookies({ name: 'vault_sid' });
    await page.goto('/manage/home');
    await page.getByTestId('dialog-invalid-request').waitFor();
    expect(await page.getByTestId('dialog-inactivity').count()).toBe(0);
    await page.getByTestId('dialog-ok').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('shows the Inactivity Warning when the session timed out, then returns to the root', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.getByTestId('home-welcome').waitFor();
    // No call of the home page may land after the expiry is set below: a late answer would slide it
    // forward again (Invalid Request instead), a late 401 would end the session before the reload.
    await leaveApp(page);
    // Idle past the sliding expiry the server last announced: the next call answers 401.
    await context.clearCookies({ name: 'vault_sid' });
    await page.evaluate(() => localStorage.setItem('vault.tokenExpireTime', new Date(Date.now() - 60_000).toISOString()));
    await page.goto('/manage/home');
    const dialog = page.getByTestId('dialog-inactivity');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(text('en', 'dialogs', 'inactivity.text', { minutes: '15' }));
    // However many calls failed, one dialog.
    await page.waitForTimeout(500);
    expect(await page.getByTestId('dialog-ok').count()).toBe(1);
    expect(await page.getByTestId('dialog-invalid-request').count()).toBe(0);
    await page.getByTestId('dialog-ok').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await context.close();
  });

  it('sends unknown paths to /404 and answers missing assets with 404', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await expect.poll(() => page.getByText(text('en', 'common', 'notFound.title')).count()).toBeGreaterThan(0);
    const res = await page.request.get('/assets/gone-123.js');
    expect(res.status()).toBe(404);
    await context.close();
  });

  it('has no serious accessibility violations on the login page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByTestId('login-email').waitFor();
    // The password form and the development SSO form both have an e-mail field: each has its own id.
    await page.getByTestId('dev-sso-email').waitFor();
    expect(await duplicateIds(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
