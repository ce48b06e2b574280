import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';
import { seriousViolations } from '../support/a11y.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const headerName = (page: Page) => page.getByTestId('header-user-name').textContent();
const unreadCount = async (page: Page) => Number(await page.getByTestId('message-action').getAttribute('data-unread'));

/** Opens the profile switcher and chooses a profile by name; the page then reloads into it. */
async function switchTo(page: Page, name: string): Promise<void> {
  await page.getByTestId('company-selector').click();
  const option = page.locator(`[data-testid="profile-option"][data-profile-name="${name}"]`);
  await option.click();
  await page.getByTestId('profile-switching').waitFor();
}

describe('customer shell', () => {
  it('switches Carol into the corporate she administers and back, the shell naming the profile each time', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.carol, DEMO.password);
    await page.waitForURL('**/manage/home');
    await expect.poll(() => headerName(page)).toBe('Carol Chen');

    // The switcher lists her profiles with their scores; the current one cannot be chosen.
    await page.getByTestId('company-selector').click();
    const current = page.locator('[data-testid="profile-option"][data-current="true"]');
    expect(await current.getAttribute('data-profile-name')).toBe('Carol Chen');
    expect(await current.isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="profile-option"][data-profile-name="Chen Trading Ltd"] [data-testid="profile-score"]').count()).toBe(1);
    // A press outside closes the popup (its listener is there 100 ms after opening, spec §9).
    await page.waitForTimeout(200);
    await page.getByTestId('home-welcome').click();
    await expect.poll(() => page.getByTestId('company-popup').count()).toBe(0);

    await switchTo(page, 'Chen Trading Ltd');
    await expect.poll(() => headerName(page), { timeout: 15_000 }).toBe('Chen Trading Ltd');
    expect(new URL(page.url()).pathname).toBe('/manage/home');
    await expect.poll(() => page.getByTestId('sidebar-profile-name').textContent()).toBe('Chen Trading Ltd');
    await expect.poll(() => page.getByTestId('home-profile-type').textContent()).toBe(text('en', 'shell', 'home.profileTypes.CORPORATE'));
    await page.getByTestId('avatar').click();
    await expect.poll(() => page.getByTestId('avatar-popup-name').textContent()).toBe('Chen Trading Ltd');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('avatar-popup').count()).toBe(0);

    await switchTo(page, 'Carol Chen');
    await expect.poll(() => headerName(page), { timeout: 15_000 }).toBe('Carol Chen');
    await expect.poll(() => page.getByTestId('sidebar-profile-name').textContent()).toBe('Carol Chen');
    await context.close();
  });

  it('shows a completed residential address in the score dialog after Alice fills it in on My details', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.getByTestId('home-score-open').click();
    await page.getByTestId('score-dialog').waitFor();
    expect(await page.getByTestId('score-item-residentialAddress').getAttribute('data-valid')).toBe('false');
    const before = Number(await page.getByTestId('score-percent').getAttribute('data-percent'));
    await page.keyboard.press('Escape');

    await page.getByTestId('avatar').click();
    await page.getByTestId('my-details').click();
    await page.waitForURL('**/manage/profile');
    await page.getByTestId('personal-address-line1').fill('12 Harbour Street');
    await page.getByTestId('personal-city').fill('London');
    await page.getByTestId('personal-postcode').fill('E14 5AB');
    await page.getByTestId('personal-country').click();
    await page.keyboard.type('United Kingdom');
    await page.keyboard.press('Enter');
    await page.getByTestId('personal-save').click();
    await page.getByText(text('en', 'profiles', 'details.saved')).waitFor();

    await page.getByTestId('nav-home').click();
    await page.getByTestId('home-score-open').click();
    await page.getByTestId('score-dialog').waitFor();
    const item = page.locator('[data-testid="score-completed"] [data-testid="score-item-residentialAddress"]');
    await expect.poll(() => item.getAttribute('data-valid')).toBe('true');
    const after = Number(await page.getByTestId('score-percent').getAttribute('data-percent'));
    expect(after).toBeGreaterThan(before);
    await context.close();
  });

  it('reads an unread message from the message dialog, and the unread badge drops by one', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
    const before = await unreadCount(page);

    await page.getByTestId('message-action').click();
    await page.getByTestId('message-dialog').waitFor();
    expect(await page.getByTestId('message-tab-all').textContent()).toBe(text('en', 'actions', 'messages.tabs.all'));
    const unread = page.locator('[data-testid="message-item"][data-unread="true"]').first();
    const id = await unread.getAttribute('data-message-id');
    await unread.getByTestId('message-open').click();
    await page.locator(`[data-testid="message-item"][data-message-id="${id}"] [data-testid="message-body"]`).waitFor();

    await expect.poll(() => unreadCount(page)).toBe(before - 1);
    await expect.poll(() => page.locator(`[data-testid="message-item"][data-message-id="${id}"]`).getAttribute('data-unread')).toBe('false');

    // 'See more' leads to the system page with the messages, and closes the dialog.
    await page.getByTestId('message-see-more').click();
    await page.waitForURL((url) => url.pathname === '/manage/system' && url.searchParams.get('type') === 'message');
    await expect.poll(() => page.getByTestId('message-dialog').count()).toBe(0);
    await page.getByTestId('system-messages').waitFor();
    await context.close();
  });

  it('closes the side bar in a narrow window', async () => {
    const { context, page } = await newPage(browser, { width: 1000 });
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.getByTestId('sidebar').getAttribute('data-open')).toBe('false');
    expect(await page.getByTestId('sidebar-toggle').getAttribute('aria-expanded')).toBe('false');

    // Wide, it is open (the default); narrowed again, it closes.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.getByTestId('sidebar').getAttribute('data-open')).toBe('true');
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-open')).toBe('false');
    await context.close();
  });

  it('on a phone (390x844): the side bar is a drawer that closes after a choice and on a tap outside; no page scrolls sideways', async () => {
    const { context, page } = await newPage(browser, { width: 390 });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.getByTestId('home-welcome').waitFor();
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await page.getByTestId('sidebar').getAttribute('data-variant')).toBe('drawer');
    await expect.poll(sideways).toBeLessThanOrEqual(0);

    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('nav-documents').click();
    await page.waitForURL('**/manage/documents');
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-open')).toBe('false');
    await expect.poll(() => page.getByTestId('nav-documents').isVisible()).toBe(false);
    await page.getByTestId('documents-upload').waitFor();
    await expect.poll(sideways).toBeLessThanOrEqual(0);

    // A tap outside the drawer (on the page beside it) closes it.
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('nav-home').waitFor();
    await page.mouse.click(370, 420);
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-open')).toBe('false');
    await context.close();
  });

  it('has no serious accessibility violations on home, the dialogs, actions, system and My details', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.carol, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.getByTestId('home-score-percent').waitFor();
    // The actions card has loaded (with items, or none left: other journeys may have answered Carol's).
    await page.locator('[data-testid="home-actions"] :is([data-testid="home-actions-count"], .ant-empty)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('company-selector').click();
    await page.getByTestId('profile-list').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // Dialogs are checked once their opening animation is over (axe reads the blended colours).
    await page.getByTestId('message-action').click();
    await page.getByTestId('message-list').waitFor();
    await page.waitForTimeout(600);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('home-score-open').click();
    await page.getByTestId('score-dialog').waitFor();
    await page.waitForTimeout(600);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    for (const [nav, ready] of [['nav-actions', 'action-row'], ['nav-system', 'message-item']] as const) {
      await page.getByTestId(nav).click();
      await page.getByTestId(ready).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.getByTestId('avatar').click();
    await page.getByTestId('my-details').click();
    await page.getByTestId('work-job-title').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
