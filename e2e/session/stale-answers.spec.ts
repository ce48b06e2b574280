import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';

/**
 * A switch issues a new session and ends the old one. Calls the page sent with the old session may still be on their
 * way: their 401 must not end the new session (seen under load as the way back from View Fund landing signed out,
 * and as the profile switch showing Invalid Request). The journey holds those calls until the switch has answered.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('answers to a replaced session', () => {
  it('a late refusal of a call sent before a profile switch leaves the new session alone', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.carol, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.getByTestId('home-welcome').waitFor();
    // From here until the switch call goes out, every call but the switcher's list waits; they are released once the
    // switch has answered.
    const held: Route[] = [];
    let holding = true;
    await page.route('**/customer/**', async (route) => {
      const url = route.request().url();
      if (url.includes('/customer-user/switch-')) holding = false;
      if (holding && !url.includes('/customer-user/related-corporate-user-as-admin')) held.push(route);
      else await route.continue();
    });
    // The documents page's calls go out with the current session and wait.
    await page.getByTestId('nav-documents').click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const switchAnswer = page.waitForResponse((r) => r.url().includes('/customer-user/switch-'));
    await page.getByTestId('company-selector').click();
    const option = page.locator('[data-testid="profile-option"][data-profile-name="Chen Trading Ltd"]');
    await option.click();
    expect((await switchAnswer).status()).toBe(200);

    // The held calls went out with the old session's token, which the server no longer takes (401 without the old
    // cookie's session, 403 when the token does not match the new cookie's).
    const statuses = await Promise.all(
      held.map(async (route) => {
        const [response] = await Promise.all([page.waitForResponse((r) => r.request() === route.request()), route.continue()]);
        return response.status();
      }),
    );
    expect(statuses.some((status) => status === 401 || status === 403)).toBe(true);
    await page.unroute('**/customer/**');

    // The new profile is shown, no session dialog came up, and a reload keeps the new session.
    await expect.poll(() => page.getByTestId('sidebar-profile-name').textContent()).toBe('Chen Trading Ltd');
    await page.waitForTimeout(500);
    expect(await page.getByTestId('dialog-invalid-request').count()).toBe(0);
    expect(await page.getByTestId('dialog-inactivity').count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('sidebar-profile-name').textContent(), { timeout: 20_000 }).toBe('Chen Trading Ltd');
    expect(await page.getByTestId('dialog-invalid-request').count()).toBe(0);

    // Back to Carol herself, as the other journeys expect to find her.
    await page.getByTestId('company-selector').click();
    await page.locator('[data-testid="profile-option"][data-profile-name="Carol Chen"]').click();
    await expect.poll(() => page.getByTestId('sidebar-profile-name').textContent(), { timeout: 20_000 }).toBe('Carol Chen');
    await context.close();
  });
});
