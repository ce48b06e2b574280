import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/a11y.js';
import { DEMO, baseUrl, launchBrowser } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';

/*
 * Keyboard-only and phone-size (390x844) journeys for messages, upload and the viewer, and axe over
 * every page and dialog of the customer area in en, zh and tw. Each person signs in once; the tests
 * reuse that browser state. Nothing is changed in the shared demo data: the message opened is one
 * already read, no upload is saved, and the language is set back to English at the end.
 */
let browser: Browser;
const states = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

beforeAll(async () => {
  browser = await launchBrowser();
  for (const email of [DEMO.alice, DEMO.carol]) {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await signIn(page, email, DEMO.password);
    await page.waitForURL('**/manage/home');
    states.set(email, await context.storageState());
    await context.close();
  }
});
afterAll(() => browser.close());

async function open(email: string, path: string, size: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  // Less motion, as newPage asks for: no click ripple or dialog fade for axe to wait out before each scan.
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: size, locale: 'en-GB', reducedMotion: 'reduce', storageState: states.get(email) });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(path);
  return { context, page };
}
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The test id of the focused element (or of its closest ancestor carrying one). */
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? null);

/** Presses Tab until `match` holds for the focused element; fails after `max` presses. */
async function tabTo(page: Page, match: () => Promise<boolean>, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await match()) return;
  }
  throw new Error(`not reached with ${max} presses of Tab (focus on ${await focusedTestId(page)})`);
}
const tabToTestId = (page: Page, id: string) => tabTo(page, async () => (await focusedTestId(page)) === id);
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe('keyboard only, at 390x844', () => {
  it('messages: the dialog opens from the keyboard in the drawer, a message opens with Enter, Esc closes the dialog and then the drawer, focus returns to each opener', async () => {
    const { context, page } = await open(DEMO.alice, '/manage/home', PHONE);
    await page.getByTestId('home-welcome').waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    // Below 1024 px the message action sits in the side bar, a drawer opened from the header.
    await tabToTestId(page, 'sidebar-toggle');
    await page.keyboard.press('Enter');
    await tabToTestId(page, 'message-action');
    await page.keyboard.press('Enter');
    await page.getByTestId('message-dialog').waitFor();
    // The demo's already-read message: opening it changes nothing for the other journeys.
    const read = page.locator('[data-testid="message-item"][data-unread="false"]').first();
    await read.waitFor();
    const id = await read.getAttribute('data-message-id');
    await tabTo(page, () => page.evaluate((messageId) => document.activeElement?.closest('[data-testid="message-item"]')?.getAttribute('data-message-id') === messageId, id));
    await page.keyboard.press('Enter');
    await read.getByTestId('message-body').waitFor();
    expect(await read.getByTestId('message-open').getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);

    // Esc closes the top-most layer only: the dialog, then (pressed again) the side-bar drawer under it,
    // and focus goes back to each one's opener.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('message-dialog').count()).toBe(0);
    await expect.poll(() => focusedTestId(page)).toBe('message-action');
    expect(await page.getByTestId('sidebar').getAttribute('data-open')).toBe('true');
    // Until its closing animation ends the dialog is still the top layer and takes the key.
    await expect.poll(() => page.locator('.ant-modal-wrap').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-open')).toBe('false');
    await expect.poll(() => focusedTestId(page)).toBe('sidebar-toggle');
    await context.close();
  });

  it('messages on a desktop: Esc closes the dialog and focus returns to the message button', async () => {
    const { context, page } = await open(DEMO.alice, '/manage/home', DESKTOP);
    await page.getByTestId('home-welcome').waitFor();
    await tabToTestId(page, 'message-action');
    await page.keyboard.press('Enter');
    await page.getByTestId('message-dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('message-dialog').count()).toBe(0);
    await expect.poll(() => focusedTestId(page)).toBe('message-action');
    await context.close();
  });

  it('upload: the dialog opens from the keyboard, Esc closes it and focus returns to the upload button', async () => {
    const { context, page } = await open(DEMO.alice, '/manage/documents', PHONE);
    await page.getByTestId('documents-upload').waitFor();
    await tabToTestId(page, 'documents-upload');
    await page.keyboard.press('Enter');
    await page.getByTestId('upload-dialog').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('upload-dialog').isVisible().catch(() => false)).toBe(false);
    await expect.poll(() => focusedTestId(page)).toBe('documents-upload');
    await context.close();
  });

  it('viewer: a document opens from its name with Enter, its page shows, Esc closes and focus returns to the name', async () => {
    const { context, page } = await open(DEMO.alice, '/manage/documents', PHONE);
    await page.getByTestId('document-open').first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await tabToTestId(page, 'document-open');
    await page.keyboard.press('Enter');
    await page.getByTestId('viewer').waitFor();
    // The page image is drawn by the server: over a second with the 2 cores shared.
    await expect.poll(() => page.getByTestId('viewer-page').getAttribute('data-loaded').catch(() => null), { timeout: 30_000 }).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('viewer').isVisible().catch(() => false)).toBe(false);
    await expect.poll(() => focusedTestId(page)).toBe('document-open');
    await context.close();
  });
});

/** Pages of the customer area a person sees, with an element that shows once each has loaded. */
const PAGES: Array<[string, string]> = [
  ['/manage/home', 'home-welcome'],
  ['/manage/actions', 'nav-actions'],
  ['/manage/documents', 'documents-title'],
  ['/manage/system', 'nav-system'],
  ['/manage/profile', 'nav-home'],
  ['/manage/correspondence', 'nav-correspondence'],
];

async function chooseLanguage(page: Page, language: 'en' | 'zh' | 'tw') {
  await page.getByTestId('language-select').first().click();
  await page.getByTestId(`language-option-${language}`).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe({ en: 'en', zh: 'zh-CN', tw: 'zh-TW' }[language]);
}

/** Waits for the page's loading spinners and skeletons to go, so axe reads the page as shown. */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), undefined, { timeout: 30_000 }).catch(() => undefined);

describe('axe in every language', () => {
  // One test a language: each reads six pages and six dialogs with axe (~1.3 s a scan on a quiet machine).
  it.each(['en', 'zh', 'tw'] as const)('finds no serious or critical violation on the pages and dialogs of the customer area in %s', async (language) => {
    const { context, page } = await open(DEMO.carol, '/manage/home', DESKTOP);
    await page.getByTestId('home-welcome').waitFor();
    const found: string[] = [];
    const check = async (where: string) => {
      await settled(page);
      for (const v of await seriousViolations(page)) found.push(`${where}: ${v}`);
      // No icon keeps the English name @ant-design/icons gives it ('close', 'eye-invisible', 'search').
      const english = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.anticon[role="img"][aria-label]'))
          .filter((icon) => icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`))
          .map((icon) => icon.getAttribute('aria-label')),
      );
      for (const name of english) found.push(`${where}: icon named '${name}'`);
    };
    try {
      await chooseLanguage(page, language);
      // The language's texts for the shell arrive as their own small chunk.
      await expect.poll(() => page.getByTestId('nav-home').textContent()).toContain(text(language, 'shell', 'nav.home'));
      for (const [path, ready] of PAGES) {
        await page.goto(path);
        await page.getByTestId(ready).first().waitFor();
        await check(`${language} ${path}`);
      }
      // Dialogs and popups of the shell and the pages.
      await page.goto('/manage/home');
      await page.getByTestId('home-welcome').waitFor();
      await page.getByTestId('message-action').click();
      await page.getByTestId('message-dialog').waitFor();
      await check(`${language} message dialog`);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('message-dialog').count()).toBe(0);

      await page.getByTestId('home-score-open').click();
      await page.getByTestId('score-dialog').waitFor();
      await check(`${language} score dialog`);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('score-dialog').isVisible().catch(() => false)).toBe(false);

      await page.getByTestId('avatar').click();
      await page.getByTestId('avatar-popup').waitFor();
      await check(`${language} avatar menu`);
      await page.keyboard.press('Escape');

      await page.getByTestId('company-selector').click();
      await page.getByTestId('profile-list').waitFor();
      await check(`${language} profile switcher`);
      await page.keyboard.press('Escape');

      await page.getByTestId('language-select').first().click();
      await page.getByTestId('language-option-en').waitFor();
      await check(`${language} language list`);
      await page.keyboard.press('Escape');

      await page.goto('/manage/documents');
      await page.getByTestId('documents-upload').click();
      await page.getByTestId('upload-dialog').waitFor();
      await check(`${language} upload dialog`);
      await page.keyboard.press('Escape');
    } finally {
      // The account keeps the language chosen: leave it in English for the other journeys.
      if (language !== 'en') {
        await page.goto('/manage/home');
        await page.getByTestId('home-welcome').waitFor();
        await chooseLanguage(page, 'en');
      }
    }
    expect(found).toEqual([]);
    await context.close();
  }, 240_000);
});
