import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, waitForCode } from '../support/browser.js';
import { logOut, signInWithCode } from '../support/flows.js';
import { text } from '../support/i18n.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('registration journey', () => {
  it('registers, confirms the code from the mailbox, sets up the company, then signs in again with a code', async () => {
    const email = `reg${Date.now()}@example.com`;
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByTestId('login-sign-up').click();
    await page.waitForURL('**/register');

    // The form checks the rules before anything is sent.
    await page.getByTestId('register-email').fill('not-an-email');
    await page.getByTestId('register-password').fill('short');
    await page.getByTestId('register-account-submit').click();
    await expect.poll(() => page.getByText(text('en', 'validation', 'email')).count()).toBeGreaterThan(0);

    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-first-name').fill('Rita');
    await page.getByTestId('register-last-name').fill('Moss');
    await page.getByTestId('register-password').fill('Rita!Pass42');
    await page.getByTestId('register-confirm-password').fill('Rita!Pass42');
    const after = new Date(Date.now() - 1000);
    await page.getByTestId('register-account-submit').click();

    // The code is read on the dev mailbox page, as a person would.
    const mailbox = await context.newPage();
    await mailbox.goto('/dev/mailbox');
    await mailbox.locator(`[data-testid="mail-item"][data-mail-to="${email}"]`).first().click();
    const code = (await mailbox.getByTestId('mail-code').textContent())!.trim();
    expect(code).toBe(await waitForCode(email, after));
    await mailbox.close();

    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-code-submit').click();
    await page.getByTestId('register-terms-checkbox').click();
    await page.getByTestId('register-terms-submit').click();
    await page.getByTestId('register-type-NOTARY').click();
    await page.getByTestId('register-type-submit').click();
    await page.getByTestId('register-legal-name').fill('Moss Notaries LLP');
    await page.getByTestId('register-trading-name').fill('Moss Notaries');
    await page.getByTestId('register-company-submit').click();
    await page.waitForURL('**/manage/home');
    await expect.poll(() => page.getByTestId('home-welcome').textContent()).toBe(text('en', 'shell', 'home.welcome', { name: 'Rita Moss' }));

    await logOut(page);
    await page.waitForURL('**/login');
    await signInWithCode(page, email, 'Rita!Pass42');
    await page.waitForURL('**/manage/home');
    await context.close();
  });
});
