import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { DEMO, launchBrowser, newPage, waitForCode } from '../support/browser.js';
import { signIn } from '../support/flows.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('My details: contact', () => {
  it('Enter in the date-of-birth picker picks the date and does not submit My details', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.goto('/manage/profile');
    let saves = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/customer/customer-user/individual')) saves += 1;
    });
    await page.getByTestId('personal-date-of-birth').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('02/03/1990');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(1000);
    expect(saves).toBe(0);
    await context.close();
  });

  it('verifies Alice’s phone with the code sent by text message', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.getByTestId('avatar').click();
    await page.getByTestId('my-details').click();
    await page.waitForURL('**/manage/profile');

    await page.getByTestId('contact-verify-phone').click();
    await page.getByTestId('contact-phone-country').click();
    await page.keyboard.type('+44');
    await page.keyboard.press('Enter');
    await page.getByTestId('contact-phone-number').fill('7700900123');
    const sentAfter = new Date(Date.now() - 1000);
    await page.getByTestId('contact-send-code').click();
    await page.getByTestId('contact-code').waitFor();
    await page.getByTestId('contact-code').fill(await waitForCode('+447700900123', sentAfter));
    await page.getByTestId('contact-code-submit').click();

    await expect.poll(() => page.getByTestId('contact-phone-status').getAttribute('data-verified')).toBe('true');
    expect(await page.getByTestId('contact-phone').textContent()).toBe('+447700900123');
    await context.close();
  });

  it('changes Alice’s sign-in e-mail with the code sent to the new address', async () => {
    const { context, page } = await newPage(browser);
    const newEmail = `alice.${Date.now()}@example.com`;
    try {
      await signIn(page, DEMO.alice, DEMO.password);
      await page.waitForURL('**/manage/home');
      await page.goto('/manage/profile');
      await page.getByTestId('contact-change-email').click();
      await page.getByTestId('contact-new-email').fill(newEmail);
      const sentAfter = new Date(Date.now() - 1000);
      await page.getByTestId('contact-send-code').click();
      await page.getByTestId('contact-code').waitFor();
      await page.getByTestId('contact-code').fill(await waitForCode(newEmail, sentAfter));
      await page.getByTestId('contact-code-submit').click();
      await expect.poll(() => page.getByTestId('contact-email').textContent()).toBe(newEmail);

      // The new address signs in; the old one no longer does.
      const moved = await apiSignIn(newEmail, DEMO.password);
      await expect(apiSignIn(DEMO.alice, DEMO.password)).rejects.toThrow(/sign-in failed/);
      // Put the demo account back as seeded, through the same calls.
      const backAfter = new Date(Date.now() - 1000);
      const started = (await moved.post('/customer-user/send-code-for-change-email', { newEmail: DEMO.alice })).data as { flowId: string };
      const code = await waitForCode(DEMO.alice, backAfter);
      expect((await moved.post('/customer-user/change-email', { flowId: started.flowId, code })).success).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('uploads a photo for Alice from My details', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.goto('/manage/profile');
    await page.getByTestId('details-photo').waitFor();
    await page.locator('[data-testid="details-photo"] input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PIXEL_PNG, 'base64') });
    await expect.poll(() => page.getByTestId('photo-preview').getAttribute('data-has-photo')).toBe('true');
    expect(await page.locator('[data-testid="photo-preview"] img').getAttribute('src')).toMatch(/^data:image\//);
    await context.close();
  });
});

/** A 1×1 PNG. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
