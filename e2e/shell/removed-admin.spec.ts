import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const REMOVED_TEXT = 'You are no longer an admin to this corporate company and therefore you will now be logged out.';

describe('an administrator removed while signed in', () => {
  it('reads why in a dialog on the next step, is logged out, and no longer finds the company', async () => {
    // Carol, acting as Chen Trading Ltd, makes Alice (who has an account) an administrator.
    const carol = await apiSignIn(DEMO.carol, DEMO.password);
    const related = (await carol.call('GET', '/customer-user/related-corporate-user-as-admin')).data as Array<{ profileId: string; name: string }>;
    const chen = related.find((p) => p.name === 'Chen Trading Ltd')!;
    expect((await carol.call('POST', `/customer-user/switch-to-corporate-user?corporateProfileId=${chen.profileId}`)).success).toBe(true);
    expect((await carol.call('POST', '/customer-user/extra-administrator', { email: DEMO.alice })).success).toBe(true);

    const { context, page } = await newPage(browser);
    try {
      await signIn(page, DEMO.alice, DEMO.password);
      await page.waitForURL('**/manage/home');
      await page.getByTestId('company-selector').click();
      await page.locator('[data-testid="profile-option"][data-profile-name="Chen Trading Ltd"]').click();
      await expect.poll(() => page.getByTestId('header-user-name').textContent(), { timeout: 15_000 }).toBe('Chen Trading Ltd');

      // Carol removes her; Alice's next step answers 401 with 70000021.
      expect((await carol.call('DELETE', '/customer-user/extra-administrator', { email: DEMO.alice })).success).toBe(true);
      const dialog = page.getByTestId('dialog-removed');
      // Her next call answers it: a click, unless a background refresh of the shell got there first.
      if (!(await dialog.isVisible())) await page.getByTestId('nav-actions').click({ timeout: 5_000 }).catch(() => undefined);
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(REMOVED_TEXT);
      await page.getByTestId('dialog-ok').click();
      await page.waitForURL((url) => url.pathname === '/login');

      // Signed in again she has only her own profile, so there is nothing to switch to.
      await signIn(page, DEMO.alice, DEMO.password);
      await page.waitForURL('**/manage/home');
      await page.getByTestId('home-welcome').waitFor();
      await expect.poll(() => page.getByTestId('header-user-name').textContent()).toBe('Alice Walker');
      expect(await page.getByTestId('company-selector').count()).toBe(0);
    } finally {
      await context.close();
      // Leave the demo data as seeded even when an assertion failed half-way.
      await carol.call('DELETE', '/customer-user/extra-administrator', { email: DEMO.alice });
    }
  });
});
