import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, waitForCode } from '../support/browser.js';
import { logOut, signInWithCode } from '../support/flows.js';
import { text } from '../support/i18n.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Fills the account step and submits the code mailed for it. */
async function registerUpToCode(page: Page, email: string, password = 'Rita!Pass42'): Promise<void> {
  await page.goto('/register');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-first-name').fill('Ivy');
  await page.getByTestId('register-last-name').fill('Lane');
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirm-password').fill(password);
  const after = new Date(Date.now() - 1000);
  await page.getByTestId('register-account-submit').click();
  await page.getByTestId('register-code').fill(await waitForCode(email, after));
  await page.getByTestId('register-code-submit').click();
}

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

  it('registers a private person by default: no company to invent', async () => {
    const email = `ivy${Date.now()}@example.com`;
    const { context, page } = await newPage(browser);
    await registerUpToCode(page, email);
    // The terms are a real page of the product, opened beside the form.
    const [terms] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: text('en', 'common', 'legal.terms') }).click()]);
    await terms.getByRole('heading', { name: text('en', 'common', 'legal.terms') }).waitFor();
    await terms.getByRole('heading', { name: 'Your documents' }).waitFor();
    await terms.close();
    await page.getByTestId('register-terms-checkbox').click();
    await page.getByTestId('register-terms-submit').click();
    // The individual choice is first and already chosen; Continue ends registration at home.
    expect(await page.getByRole('radio', { name: text('en', 'register', 'type.options.INDIVIDUAL') }).isChecked()).toBe(true);
    await page.getByTestId('register-type-submit').click();
    await page.waitForURL('**/manage/home');
    await expect.poll(() => page.getByTestId('home-welcome').textContent()).toBe(text('en', 'shell', 'home.welcome', { name: 'Ivy Lane' }));
    await context.close();
  });

  it('finishes at sign-in a registration whose code was confirmed but whose terms were never accepted', async () => {
    const email = `later${Date.now()}@example.com`;
    const first = await newPage(browser);
    await registerUpToCode(first.page, email);
    await first.page.getByTestId('register-terms-checkbox').waitFor();
    await first.context.close();

    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill('Rita!Pass42');
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/register');
    await page.getByTestId('register-terms-checkbox').click();
    await page.getByTestId('register-terms-submit').click();
    await page.getByTestId('register-type-submit').click();
    await page.waitForURL('**/manage/home');
    await context.close();
  });

  it("shows 'Email is incorrect' for a company's address only after its code, then asks for another address", async () => {
    const { context, page } = await newPage(browser);
    await registerUpToCode(page, 'office@chentrading.example.com');
    await expect.poll(() => page.getByText(text('en', 'dialogs', 'emailIncorrect.title')).count()).toBeGreaterThan(0);
    await page.getByTestId('register-email').waitFor();
    await context.close();
  });
});
