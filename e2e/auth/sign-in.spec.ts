import { ERRORS } from '@vault/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { apiResetPassword } from '../support/api.js';
import { signInWithCode } from '../support/flows.js';
import { text } from '../support/i18n.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('sign-in journey', () => {
  it('signs in with the e-mailed code, lands on home, switches language to zh and tw, and signs out', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.waitForURL('**/login');
    await signInWithCode(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await expect.poll(() => page.getByTestId('home-welcome').textContent()).toBe(text('en', 'shell', 'home.welcome', { name: 'Alice Walker' }));

    for (const language of ['zh', 'tw'] as const) {
      await page.getByTestId('language-select').click();
      await page.getByTestId(`language-option-${language}`).click();
      await expect.poll(() => page.getByTestId('home-welcome').textContent()).toBe(text(language, 'shell', 'home.welcome', { name: 'Alice Walker' }));
      await expect.poll(() => page.getByTestId('nav-home').textContent()).toBe(text(language, 'shell', 'nav.home'));
      expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe(language);
    }
    // The language survives a reload (cookie), and the session too.
    await page.reload();
    await expect.poll(() => page.getByTestId('home-welcome').textContent()).toBe(text('tw', 'shell', 'home.welcome', { name: 'Alice Walker' }));

    await page.getByTestId('avatar').click();
    await expect.poll(() => page.getByTestId('logout').textContent()).toBe(text('tw', 'shell', 'logout'));
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login');
    expect((await context.cookies()).find((c) => c.name === 'vault_sid')).toBeUndefined();
    // The server ended the session: a private page now needs signing in again.
    await page.goto('/manage/home');
    await page.waitForURL((url) => !url.pathname.startsWith('/manage'));
    await context.close();
  });

  it('shows the translated message for a wrong password and stays on the login page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByTestId('login-email').fill(DEMO.alice);
    await page.getByTestId('login-password').fill('Wrong!Pass1');
    await page.getByTestId('login-submit').click();
    // The sign-in call (key exchange, argon2) and, for the first toast, the toasts' own chunk come first.
    await expect.poll(() => page.getByText(ERRORS.LOGIN_FAILED.message.en).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect.poll(() => page.getByTestId('login-code').count()).toBe(0);
    // Trying again shows the one message again, not a stack of identical toasts.
    for (let i = 0; i < 2; i++) {
      await page.getByTestId('login-submit').click();
      await page.waitForResponse((r) => r.url().endsWith('/customer/login/login'));
    }
    await page.waitForTimeout(300);
    expect(await page.getByText(ERRORS.LOGIN_FAILED.message.en).count()).toBe(1);
    await context.close();
  });

  it('resets a forgotten password with an e-mailed code', async () => {
    const { context, page } = await newPage(browser);
    // Carol's demo password comes back afterwards, for the journeys that sign in as her.
    onTestFinished(() => apiResetPassword('carol@example.com', DEMO.password));
    await page.goto('/login');
    await page.getByTestId('login-forgot-password').click();
    await page.getByTestId('reset-email').fill('carol@example.com');
    const after = new Date(Date.now() - 1000);
    await page.getByTestId('reset-send').click();
    await page.getByTestId('reset-code').waitFor();
    const { waitForCode } = await import('../support/browser.js');
    await page.getByTestId('reset-code').fill(await waitForCode('carol@example.com', after));
    await page.getByTestId('reset-password').fill('Carol!New22');
    await page.getByTestId('reset-confirm-password').fill('Carol!New22');
    await page.getByTestId('reset-submit').click();
    await page.waitForURL('**/login');
    await signInWithCode(page, 'carol@example.com', 'Carol!New22');
    await page.waitForURL('**/manage/home');
    await context.close();
  });
});
