import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { DEMO, launchBrowser, mailbox, newPage, waitForCode } from '../support/browser.js';
import { text } from '../support/i18n.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('invited user set-up', () => {
  it('follows the e-mailed link through verifyEmail, setPassword and yourDetails into the organisation', async () => {
    const email = `staff${Date.now()}@example.com`;
    const paul = await apiSignIn(DEMO.paul, DEMO.password);
    const invited = await paul.post('/corporate-user/invitation', { rows: [{ email }] }, true);
    expect(invited.success).toBe(true);
    const mail = (await mailbox()).find((m) => m.to === email)!;
    const link = mail.text.match(/https?:\/\/\S+\/onboardplus\/invite\?data=\S+/)![0];

    const { context, page } = await newPage(browser);
    await page.goto(new URL(link).pathname + new URL(link).search);
    const after = new Date(Date.now() - 1000);
    await page.getByTestId('invite-send-code').click();
    await page.getByTestId('invite-code').fill(await waitForCode(email, after));
    await page.getByTestId('invite-code-submit').click();
    await page.getByTestId('invite-password').fill('Staff!Pass7');
    await page.getByTestId('invite-confirm-password').fill('Staff!Pass8');
    await page.getByTestId('invite-password-submit').click();
    await expect.poll(() => page.getByText(text('en', 'validation', 'passwordsDiffer')).count()).toBeGreaterThan(0);
    await page.getByTestId('invite-confirm-password').fill('Staff!Pass7');
    await page.getByTestId('invite-password-submit').click();
    await page.getByTestId('invite-first-name').fill('Sam');
    await page.getByTestId('invite-last-name').fill('Hale');
    await page.getByTestId('invite-job-title').fill('Analyst');
    await page.getByTestId('invite-details-submit').click();
    // Staff of a paid organisation land in its vaults area.
    await page.waitForURL('**/vaults/funds');
    await expect.poll(() => page.getByTestId('paid-company-name').textContent()).toContain('Northbridge Lending');
    await context.close();
  });
});
