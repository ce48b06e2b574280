import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { text } from '../support/i18n.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('single sign-on', () => {
  it('signs in through the development signer and a ?token= link', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByTestId('dev-sso-email').fill(DEMO.carol);
    await page.getByTestId('dev-sso-submit').click();
    await page.waitForURL('**/manage/home');
    await expect.poll(() => page.getByTestId('home-welcome').textContent()).toBe(text('en', 'shell', 'home.welcome', { name: 'Carol Chen' }));
    await context.close();
  });

  it('shows SSO Unsuccessful for a bad token and then goes to the site root', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth-redirect?token=not-a-real-token-at-all');
    const dialog = page.getByTestId('dialog-sso-unsuccessful');
    await dialog.waitFor();
    expect(await page.getByText(text('en', 'dialogs', 'ssoUnsuccessful.title')).count()).toBeGreaterThan(0);
    expect(await dialog.textContent()).toContain(text('en', 'dialogs', 'ssoUnsuccessful.text'));
    await page.getByTestId('dialog-ok').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});
