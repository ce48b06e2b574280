import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { DEMO, launchBrowser, mailbox, newPage, waitForCode } from '../support/browser.js';
import { text } from '../support/i18n.js';
import { must, signInActingAs } from '../sharing/seed.js';

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
    // A lending agent's invitation shows the onboard-plus branding it chose.
    await expect.poll(() => page.getByTestId('brand-name').textContent()).toBe(text('en', 'common', 'brand.onboardPlus'));
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
    // The invitation's branding was not kept for the portal.
    expect(await page.evaluate(() => localStorage.getItem('vault.onboardPlus'))).toBeNull();
    await context.close();
  });

  it('shows a corporate’s representative its normal branding, with the name Carol typed, and keeps nothing of it', async () => {
    const email = `rep${Date.now()}@example.com`;
    const carol = await signInActingAs(DEMO.carol, DEMO.password, 'Chen Trading Ltd');
    await must(carol, 'POST', '/customer-user/authorised-representative', { firstName: 'Ines', lastName: 'Vitel', email });
    const { context, page } = await newPage(browser);
    try {
      // The browser has seen the onboard-plus variant before: the invitation's own choice still wins.
      await page.goto('/onboardplus');
      await page.getByTestId('login-email').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('vault.onboardPlus'))).toBe('true');

      const mail = (await mailbox()).find((m) => m.to === email)!;
      const link = new URL(mail.text.match(/https?:\/\/\S+\/onboardplus\/invite\?data=\S+/)![0]);
      await page.goto(link.pathname + link.search);
      await expect.poll(() => page.getByTestId('brand-name').textContent()).toBe(text('en', 'common', 'brand.vault'));
      expect(await page.title()).toBe(text('en', 'common', 'brand.vault'));
      // From here on, only what this invitation does to the stored flag counts.
      await page.evaluate(() => localStorage.removeItem('vault.onboardPlus'));
      const after = new Date(Date.now() - 1000);
      await page.getByTestId('invite-send-code').click();
      await page.getByTestId('invite-code').fill(await waitForCode(email, after));
      await page.getByTestId('invite-code-submit').click();
      await page.getByTestId('invite-password').fill('Staff!Pass7');
      await page.getByTestId('invite-confirm-password').fill('Staff!Pass7');
      await page.getByTestId('invite-password-submit').click();
      // The name Carol typed is there already.
      await page.getByTestId('invite-first-name').waitFor();
      expect(await page.getByTestId('invite-first-name').inputValue()).toBe('Ines');
      expect(await page.getByTestId('invite-last-name').inputValue()).toBe('Vitel');
      await page.getByTestId('invite-details-submit').click();
      await page.waitForURL('**/manage/home');
      expect(await page.evaluate(() => localStorage.getItem('vault.onboardPlus'))).toBeNull();
      expect(await page.title()).toBe(text('en', 'common', 'brand.vault'));
    } finally {
      await context.close();
      // Chen Trading's representatives as they were.
      const reps = await must<Array<{ id: string; email: string | null }>>(carol, 'GET', '/customer-user/all-representatives');
      for (const rep of reps.filter((r) => r.email === email)) await must(carol, 'DELETE', '/customer-user/authorised-representative', { id: rep.id });
    }
  });
});
