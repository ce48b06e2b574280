import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/a11y.js';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';
import { shot } from '../support/shots.js';

/**
 * Issue 11 (correspondence, paid side): Alice writes to Northbridge Lending from her Correspondence page; Paul, its
 * client manager, sees the Correspondence dot, finds the message in his unread inbox, opens the thread (which marks
 * it read: it moves to the read inbox) and replies; Alice sees the reply in the same thread, unread until she opens
 * it. Threads cannot be deleted: the one made here is left read on both sides, under a subject no other journey uses.
 */
const WAIT = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('correspondence between a customer and a paid organisation', () => {
  it('carries Alice’s message to Paul’s inbox and his reply back into her thread', async () => {
    const stamp = Date.now();
    const subject = `Paid reply journey ${stamp}`;
    const question = `Do you need my new passport? (${stamp})`;
    const answer = `Yes please, upload it to your vault. (${stamp})`;

    // Alice starts a conversation with Northbridge Lending.
    const alice = await newPage(browser);
    await signIn(alice.page, DEMO.alice, DEMO.password);
    await alice.page.waitForURL('**/manage/home');
    await alice.page.goto('/manage/correspondence');
    await alice.page.getByTestId('corr-new').click();
    await alice.page.getByTestId('corr-new-form').waitFor();
    await alice.page.getByTestId('corr-new-company').click();
    await alice.page.locator('.ant-select-item-option').filter({ hasText: 'Northbridge Lending' }).click();
    await alice.page.getByTestId('corr-new-subject').fill(subject);
    await alice.page.getByTestId('corr-new-body').fill(question);
    await alice.page.getByTestId('corr-new-send').click();
    await alice.page.getByTestId('corr-message-body').filter({ hasText: question }).waitFor();

    // Paul: the Correspondence tab carries the dot; his unread inbox holds Alice's message.
    const paul = await newPage(browser);
    await signIn(paul.page, DEMO.paul, DEMO.password);
    await paul.page.waitForURL('**/vaults/funds');
    await paul.page.getByTestId('nav-correspondence-dot').waitFor(WAIT);
    await paul.page.getByTestId('nav-threads').click();
    await paul.page.waitForURL('**/correspondence/threads');
    await expect.poll(() => paul.page.getByTestId('paid-menu').getAttribute('data-active-tab'), WAIT).toBe('correspondence');
    await paul.page.getByTestId('corr-box-unread').click();
    const inUnread = paul.page.locator('[data-testid="corr-message-line"]').filter({ hasText: subject });
    await inUnread.waitFor(WAIT);
    expect(await inUnread.getAttribute('data-status')).toBe('0');
    await shot(paul.page, 'paid-correspondence-unread');
    expect(await seriousViolations(paul.page)).toEqual([]);

    // Opening the thread marks it read: it leaves the unread box for the read one.
    await inUnread.click();
    await paul.page.waitForURL('**/correspondence/threads/*');
    const view = paul.page.getByTestId('corr-thread-view');
    await view.getByTestId('corr-message-body').filter({ hasText: question }).waitFor();
    await expect.poll(() => paul.page.getByTestId('paid-menu').getAttribute('data-active-tab'), WAIT).toBe('correspondence');
    await expect.poll(() => paul.page.locator('[data-testid="corr-message-line"]').filter({ hasText: subject }).count(), WAIT).toBe(0);
    await paul.page.getByTestId('corr-box-read').click();
    await paul.page.locator('[data-testid="corr-message-line"]').filter({ hasText: subject }).first().waitFor(WAIT);

    // An empty reply is refused on the page; a real one is added to the thread, on Paul's side.
    await paul.page.getByTestId('corr-reply-send').click();
    await paul.page.locator('.ant-form-item-explain-error').first().waitFor();
    await paul.page.getByTestId('corr-reply').fill(answer);
    await paul.page.getByTestId('corr-reply-send').click();
    const mine = view.locator('[data-testid="corr-message"][data-own="true"]').filter({ hasText: answer });
    await mine.waitFor(WAIT);
    expect(await mine.getAttribute('data-from')).toBe('BUSINESS');
    await expect.poll(() => paul.page.getByTestId('corr-reply-sent').textContent()).toBe(text('en', 'correspondence', 'replySent'));
    await paul.page.getByTestId('corr-box-sent').click();
    await paul.page.locator('[data-testid="corr-message-line"]').filter({ hasText: answer }).first().waitFor(WAIT);
    await shot(paul.page, 'paid-correspondence-thread');
    // Clearing the thread closes it.
    await paul.page.getByTestId('corr-thread-close').click();
    await paul.page.waitForURL(/\/correspondence\/threads(\?.*)?$/);
    await expect.poll(() => view.count()).toBe(0);

    // Alice sees the reply, unread until she opens the thread.
    await alice.page.goto('/manage/correspondence');
    const line = alice.page.locator('[data-testid="corr-thread"]').filter({ hasText: subject });
    await expect.poll(() => line.getAttribute('data-unread'), WAIT).toBe('1');
    await alice.page.getByTestId('nav-correspondence-dot').waitFor(WAIT);
    await line.click();
    await alice.page.getByTestId('corr-message-body').filter({ hasText: answer }).waitFor(WAIT);
    await expect.poll(() => line.getAttribute('data-unread'), WAIT).toBe('0');
    await alice.context.close();
    await paul.context.close();
  });
});
