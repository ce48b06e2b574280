import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface ThreadAnswer {
  success: boolean;
  data: { messages: { body: string; sentFrom: string }[] } | null;
}

describe('correspondence', () => {
  it('carries a reply from Alice to Paul and his answer back, with the menu dot while it is unread', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.getByTestId('nav-correspondence').click();
    await page.waitForURL('**/manage/correspondence');
    const thread = page.locator('[data-testid="corr-thread"][data-subject="Welcome to Northbridge Lending"]');
    await thread.click();
    await page.getByTestId('corr-thread-view').waitFor();
    const threadId = await page.getByTestId('corr-thread-view').getAttribute('data-thread-id');

    // An empty reply is refused on the page.
    await page.getByTestId('corr-reply-send').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();

    const mine = `My documents are uploaded (${Date.now()}).`;
    await page.getByTestId('corr-reply').fill(mine);
    await page.getByTestId('corr-reply-send').click();
    await page.getByTestId('corr-message-body').filter({ hasText: mine }).waitFor();
    // The sender is told the reply went: a line under the button (announced) and the box emptied.
    await expect.poll(() => page.getByTestId('corr-reply-sent').textContent()).toBe(text('en', 'correspondence', 'replySent'));
    expect(await page.getByTestId('corr-reply').inputValue()).toBe('');

    // Paul answers from his side over the API; the thread he gets holds Alice's reply.
    const paul = await apiSignIn(DEMO.paul, DEMO.password);
    const answer = `Thank you, Alice (${Date.now()}).`;
    const reply = (await paul.post('/correspondence/reply', { threadId, body: answer })) as ThreadAnswer;
    expect(reply.success).toBe(true);
    expect(reply.data?.messages.some((m) => m.body === mine && m.sentFrom === 'CUSTOMER')).toBe(true);

    // Alice sees the dot and the unread count, then reads the answer; the dot goes.
    await page.goto('/manage/correspondence');
    await page.getByTestId('nav-correspondence-dot').waitFor();
    await expect.poll(() => thread.getAttribute('data-unread')).toBe('1');
    await thread.click();
    await page.getByTestId('corr-message-body').filter({ hasText: answer }).waitFor();
    await expect.poll(() => page.getByTestId('nav-correspondence-dot').count()).toBe(0);
    await expect.poll(() => thread.getAttribute('data-unread')).toBe('0');
    await context.close();
  });
});
