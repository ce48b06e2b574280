import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('companies', () => {
  it('lists the company Alice deals with and opens its page with the correspondence', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.getByTestId('nav-companies').click();
    await page.waitForURL('**/manage/companies');
    const row = page.locator('[data-testid="company-row"][data-name="Northbridge Lending"]');
    await row.getByTestId('company-open').click();
    await page.waitForURL('**/manage/companies/Northbridge%20Lending');
    await expect.poll(() => page.getByTestId('company-title').textContent()).toBe('Northbridge Lending');
    await page.getByTestId('company-requests').waitFor();
    await page.getByTestId('company-thread').first().waitFor();
    await page.getByTestId('company-thread').first().getByRole('link').click();
    await page.waitForURL('**/manage/correspondence?thread=*');
    await page.getByTestId('corr-thread-view').waitFor();
    await context.close();
  });
});
