import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Counts the browser's own validation failures ('invalid' events): each one is a bubble the user sees. */
async function countInvalidEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { invalidEvents: number }).invalidEvents = 0;
    document.addEventListener('invalid', () => ((window as unknown as { invalidEvents: number }).invalidEvents += 1), true);
  });
}
const invalidEvents = (page: Page) => page.evaluate(() => (window as unknown as { invalidEvents: number }).invalidEvents);

describe('one message per field, details shown once', () => {
  it('shows only the form’s own message for a broken e-mail, no browser bubble (every form is noValidate)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByTestId('login-email').waitFor();
    await countInvalidEvents(page);
    await page.getByTestId('login-email').fill('not-an-email');
    await page.getByTestId('login-password').fill('x');
    await page.getByTestId('login-submit').click();
    const form = page.locator('form').filter({ has: page.getByTestId('login-email') });
    await expect.poll(() => form.locator('.ant-form-item-explain-error').allTextContents()).toEqual([text('en', 'validation', 'email')]);
    expect(await invalidEvents(page)).toBe(0);
    expect(await page.evaluate(() => Array.from(document.querySelectorAll('form')).every((f) => f.noValidate))).toBe(true);
    await context.close();
  });

  it('shows Alice’s sign-in e-mail and phone once on My details', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.goto('/manage/profile');
    // Generous: uploads of parallel journeys (thumbnails) queue ahead of these reads on the shared server.
    await page.getByTestId('contact-email').waitFor({ timeout: 60_000 });
    await page.getByTestId('personal-first-name').waitFor({ timeout: 60_000 });
    const main = page.locator('main');
    expect(await main.getByText(text('en', 'profiles', 'details.personal.email'), { exact: true }).count()).toBe(1);
    expect(await main.getByText(text('en', 'profiles', 'details.personal.phone'), { exact: true }).count()).toBe(1);
    // Whatever her address is now (another journey changes it for a while), it is shown once.
    const email = (await page.getByTestId('contact-email').textContent())!;
    expect(await main.getByText(email, { exact: true }).count()).toBe(1);
    await context.close();
  });
});
