import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { text } from '../support/i18n.js';

/** DD/MM/YYYY, `days` from today (UTC, as the product counts days). */
export function displayDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** The n-th upload row (0-based) of the open upload dialog. */
export const uploadRow = (page: Page, index: number): Locator => page.locator('[data-testid="upload-dialog"]').last().getByTestId('upload-row').nth(index);

/** Chooses a document type in a row's grouped select by typing its name. */
export async function chooseType(page: Page, row: Locator, name: string): Promise<void> {
  await row.getByTestId('upload-row-type').click();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
}

/** Types a date into a row's property field and confirms it. */
export async function fillDate(page: Page, row: Locator, property: string, value: string): Promise<void> {
  const id = `upload-row-property-${property}`;
  const input = row.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();
  await input.click();
  await input.fill(value);
  await page.keyboard.press('Enter');
  // A press on the dialog's title closes the calendar the field opened.
  await page.locator('.ant-modal-title').last().click();
}

/** The list row of a document type on the Documents page. */
export const documentRow = (page: Page, docType: string): Locator => page.locator(`[data-testid="document-row"][data-doc-type="${docType}"]`);

/** Switches the signed-in person into one of their profiles through the profile switcher. */
export async function switchTo(page: Page, name: string): Promise<void> {
  await page.getByTestId('company-selector').click();
  await page.locator(`[data-testid="profile-option"][data-profile-name="${name}"]`).click();
  await page.getByTestId('profile-switching').waitFor();
  await page.waitForFunction((expected) => document.querySelector('[data-testid="header-user-name"]')?.textContent === expected, name, { timeout: 15_000 });
}

/**
 * Passports and licences are read when their picture is chosen (issue 5): waits for the ID
 * information dialog, optionally overwrites fields (code → value, e.g. 3 for the expiry), fills the
 * date of issue when it was not read, confirms, and answers 'Update Profile Details?' when it comes.
 * Resolves once the row is stored (the success toast, or the next step the upload dialog names).
 */
export async function confirmRecognisedRow(page: Page, row: Locator, opts: { issueDate: string; fields?: Record<number, string>; updateProfile?: boolean }): Promise<void> {
  await page.locator('[data-testid="id-review-dialog"][data-loaded="true"]').waitFor({ timeout: 60_000 });
  const input = (code: number) => page.getByTestId(`id-review-input-${code}`);
  for (const [code, value] of Object.entries(opts.fields ?? {})) await input(Number(code)).fill(value);
  if (!(await input(4).inputValue())) await input(4).fill(opts.issueDate);
  await page.getByTestId('id-review-confirm').click();
  const question = page.getByTestId('dialog-update-profile');
  const stored = row.and(page.locator('[data-status="uploaded"]'));
  // Once stored, the upload dialog says the next step, or closes when nothing is left to send.
  const nextStep = page.getByTestId('upload-next-step');
  const saved = page.locator('.ant-message').getByText(text('en', 'documents', 'upload.success'));
  // The question may come after a toast of an earlier row is already showing: answer it whenever it shows, until
  // the review dialog has gone (saved).
  const review = page.locator('[data-testid="id-review-dialog"]:visible');
  const deadline = Date.now() + 30_000;
  while ((await review.count()) > 0 || (await question.isVisible())) {
    if (await question.isVisible()) {
      // Answered once; the question then animates out (its buttons move while it closes).
      await page.getByTestId(opts.updateProfile ? 'dialog-ok' : 'dialog-cancel').click({ timeout: 5_000 }).catch(() => undefined);
      await question.waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
    }
    if (Date.now() > deadline) throw new Error('the ID review dialog did not close after Confirm');
    await page.waitForTimeout(200);
  }
  await question.or(stored).or(saved).or(nextStep).first().waitFor({ timeout: 30_000 }).catch(() => undefined);
  // The toast lasts 3 s and may be gone by now on a busy machine: a dialog that closed by itself (nothing left to
  // send), or that offers the selfie check (shown only once the person's own document is stored), says so too.
  const closed = page.locator('[data-testid="upload-dialog"]:visible');
  const selfieStep = page.getByTestId('liveness-done');
  await expect
    .poll(async () => (await saved.or(nextStep).or(selfieStep).count()) > 0 || (await closed.count()) === 0, { timeout: 30_000 })
    .toBe(true);
}

/**
 * After the person's own passport or licence is saved and nothing else is left to send, the upload dialog's last
 * step offers the selfie check (issue 12): journeys about other things leave it with "Not now". Returns once the
 * dialog has gone or still has rows to send.
 */
export async function skipSelfieStep(page: Page): Promise<void> {
  const later = page.getByTestId('liveness-done');
  const open = page.locator('[data-testid="upload-dialog"]:visible');
  const nextStep = page.getByTestId('upload-next-step');
  await expect.poll(async () => (await later.isVisible()) || (await open.count()) === 0 || (await nextStep.isVisible()), { timeout: 30_000 }).toBe(true);
  if (await later.isVisible()) await later.click();
}
