import { errorMessage, formatFileSize } from '@vault/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { clickUntil, signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';
import { generatedPassport, minimalPdf, sidewaysJpeg } from './files.js';
import { chooseType, confirmRecognisedRow, displayDate, documentRow, fillDate, skipSelfieStep, uploadRow } from './support.js';
import { shot as takeShot } from '../support/shots.js';

/** Uploads, page renders and list reloads take longer than expect.poll's 1 s default. */
const WAIT = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shot = (page: Page, name: string) => takeShot(page, name, { fullPage: true });

/** Slows the browser's uploads so the progress of one request can be watched (Chrome DevTools protocol). */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

async function closeViewer(page: Page): Promise<void> {
  // A click that lands while the viewer is still opening (its animation, a busy machine) can be lost: click again.
  await expect
    .poll(async () => {
      const viewer = page.getByTestId('viewer');
      if (await viewer.isVisible()) await viewer.locator('.ant-modal-close').click({ timeout: 2_000 }).catch(() => undefined);
      await page.waitForTimeout(300);
      return viewer.isVisible();
    }, WAIT)
    .toBe(false);
}

const viewerPageNumber = (page: Page) => page.getByTestId('viewer-page-number').textContent();
const viewerLoaded = (page: Page) => page.getByTestId('viewer-page').getAttribute('data-loaded');

describe('document vault', () => {
  it('uploads a PDF and a passport photo with properties, lists them with thumbnails, and keeps versions in the viewer', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    const generated = await generatedPassport(47);
    const passport = await sidewaysJpeg(page, generated.png);
    const bill = minimalPdf(['Bank statement page 1', 'Bank statement page 2'], 1_500_000);

    await page.getByTestId('nav-documents').click();
    await page.waitForURL('**/manage/documents');
    // The demo data gives Alice a utility bill already.
    await documentRow(page, 'UB').waitFor();
    await shot(page, 'documents-page-before');
    await page.getByTestId('documents-upload').click();

    // Row 1: a bank statement as a PDF, dated last month.
    const first = uploadRow(page, 0);
    await first.waitFor();
    expect(await page.getByTestId('upload-add-row').isDisabled()).toBe(true);
    await chooseType(page, first, 'Bank Statement');
    await first.getByTestId('upload-row-files-input').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: bill });
    expect(await first.getByTestId('upload-row-file-size').textContent()).toBe(formatFileSize(bill.length));
    await fillDate(page, first, 'dateOfIssue', displayDate(-30));

    // Row 2: a passport, image-only: the link option is disabled. It is read as soon as its picture is
    // chosen and saved from the ID information dialog, whose dates are checked as the row's would be.
    await page.getByTestId('upload-add-row').click();
    const second = uploadRow(page, 1);
    await chooseType(page, second, 'Passport');
    expect(await second.locator('input[data-testid="upload-row-source-url"], [data-testid="upload-row-source-url"] input').first().isDisabled()).toBe(true);
    await second.getByTestId('upload-row-files-input').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: passport });
    await page.locator('[data-testid="id-review-dialog"][data-loaded="true"]').waitFor({ timeout: 60_000 });
    await page.getByTestId('id-review-input-3').fill(displayDate(-1));
    await page.getByTestId('id-review-confirm').click();
    await expect.poll(() => page.getByTestId('id-review-dialog').textContent(), WAIT).toContain(errorMessage('EXPIRY_DATE_IN_PAST', 'en'));
    // It expires in a month: listed as expiring, and on Home. Alice's own details stay as they are.
    await confirmRecognisedRow(page, second, { issueDate: displayDate(-400), fields: { 3: displayDate(30) }, updateProfile: false });
    // The passport is saved and the statement is not: the dialog says the one next step.
    await expect.poll(() => page.getByTestId('upload-next-step').textContent(), WAIT).toBe(text('en', 'documents', 'upload.savedNextStep', { remaining: '1' }));
    expect(await second.getAttribute('data-status')).toBe('uploaded');
    // A stored row no longer offers where its file goes (the list would name its own document).
    expect(await second.getByTestId('upload-row-target-new').count()).toBe(0);
    await shot(page, 'upload-form-filled');

    // The statement goes when Continue is pressed; its progress is seen between 0 and 100 on a slowed link.
    const restore = await throttleUploads(page, 300 * 1024);
    await page.getByTestId('upload-continue').click();
    const billFile = first.getByTestId('upload-row-file');
    await expect.poll(async () => Number(await billFile.getAttribute('data-progress')), { timeout: 20_000, interval: 100 }).toBeGreaterThan(0);
    expect(Number(await billFile.getAttribute('data-progress'))).toBeLessThan(100);
    expect(await second.getAttribute('data-status')).toBe('uploaded');
    await shot(page, 'upload-progress');
    await restore();
    await page.locator('.ant-message').getByText(text('en', 'documents', 'upload.success')).first().waitFor({ timeout: 30_000 });
    await skipSelfieStep(page);
    await expect.poll(() => page.locator('[data-testid="upload-dialog"]').isVisible(), WAIT).toBe(false);

    // Both are listed with their thumbnails, status, version and dates.
    for (const [docType, status] of [['BS1', 'VALID'], ['PP', 'EXPIRING']]) {
      const row = documentRow(page, docType!);
      await row.waitFor();
      expect(await row.getByTestId('document-thumbnail').getAttribute('src')).toMatch(/^data:image\//);
      expect(await row.getByTestId('document-status').getAttribute('data-status')).toBe(status);
      expect(await row.getByTestId('document-version').textContent()).toBe('1');
    }
    expect(await documentRow(page, 'BS1').textContent()).toContain(displayDate(-30));
    expect(await documentRow(page, 'PP').textContent()).toContain(displayDate(30));
    await shot(page, 'documents-page-listed');

    // The passport was turned upright before storing: its page is landscape.
    await documentRow(page, 'PP').getByTestId('document-open').click();
    await expect.poll(() => viewerLoaded(page), WAIT).toBe('true');
    const size = await page.getByTestId('viewer-page-image').evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
    expect(size.w).toBeGreaterThan(size.h);
    await closeViewer(page);

    // The statement's two pages, then a new version with one page.
    await documentRow(page, 'BS1').getByTestId('document-open').click();
    await expect.poll(() => viewerLoaded(page), WAIT).toBe('true');
    expect(await viewerPageNumber(page)).toBe(text('en', 'documents', 'viewer.page', { page: '1', count: '2' }));
    await page.getByTestId('viewer-next').click();
    await expect.poll(() => viewerPageNumber(page), WAIT).toBe(text('en', 'documents', 'viewer.page', { page: '2', count: '2' }));
    await expect.poll(() => viewerLoaded(page), WAIT).toBe('true');
    expect(await page.getByTestId('viewer-properties').textContent()).toContain(displayDate(-30));
    await shot(page, 'viewer');

    await page.getByTestId('viewer-upload-version').click();
    const versionRow = uploadRow(page, 0);
    await versionRow.waitFor();
    // The new version is two files: the source selector picks between them.
    await versionRow.getByTestId('upload-row-files-input').setInputFiles([
      { name: 'statement-2a.pdf', mimeType: 'application/pdf', buffer: minimalPdf(['New statement, first file']) },
      { name: 'statement-2b.pdf', mimeType: 'application/pdf', buffer: minimalPdf(['New statement, second file']) },
    ]);
    await fillDate(page, versionRow, 'dateOfIssue', displayDate(-2));
    await shot(page, 'upload-new-version');
    await page.locator('[data-testid="upload-dialog"]').last().getByTestId('upload-continue').click();
    await expect.poll(() => page.getByTestId('viewer-version').textContent(), WAIT).toBe(text('en', 'documents', 'viewer.version', { version: '2' }));
    await expect.poll(() => viewerPageNumber(page), WAIT).toBe(text('en', 'documents', 'viewer.page', { page: '1', count: '2' }));
    await expect.poll(() => documentRow(page, 'BS1').getByTestId('document-version').textContent(), WAIT).toBe('2');
    expect(await page.getByTestId('viewer-source').textContent()).toBe('statement-2a.pdf');
    await page.getByTestId('viewer-source').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'statement-2b.pdf' }).click();
    await expect.poll(() => viewerPageNumber(page), WAIT).toBe(text('en', 'documents', 'viewer.page', { page: '2', count: '2' }));
    await expect.poll(() => viewerLoaded(page), WAIT).toBe('true');
    await shot(page, 'viewer-two-files');

    // Deleting the current version (confirmed) leaves version 1 with its two pages.
    // OK is clicked until the deletion is sent: under load a click can land while the dialog is still opening.
    const deleted = page.waitForResponse((r) => r.url().includes('/doc-mgr/specific-version-document') && r.request().method() === 'DELETE', WAIT);
    await page.getByTestId('viewer-delete-version').click();
    await page.getByTestId('dialog-delete-version').waitFor();
    let sent = false;
    void deleted.then(() => (sent = true), () => undefined);
    await clickUntil(page.getByTestId('dialog-ok'), async () => sent);
    expect((await deleted).ok()).toBe(true);
    await expect.poll(() => page.getByTestId('viewer-version').textContent(), WAIT).toBe(text('en', 'documents', 'viewer.version', { version: '1' }));
    await expect.poll(() => viewerPageNumber(page), WAIT).toBe(text('en', 'documents', 'viewer.page', { page: '1', count: '2' }));
    await expect.poll(() => documentRow(page, 'BS1').getByTestId('document-version').textContent(), WAIT).toBe('1');
    expect(await page.locator('.ant-message-error').count()).toBe(0);

    // Closing the viewer resets it (after 400 ms): opened again, it starts at page 1.
    await page.getByTestId('viewer-next').click();
    await expect.poll(() => viewerPageNumber(page), WAIT).toBe(text('en', 'documents', 'viewer.page', { page: '2', count: '2' }));
    await closeViewer(page);
    await page.waitForTimeout(500);
    await documentRow(page, 'BS1').getByTestId('document-open').click();
    await expect.poll(() => viewerPageNumber(page), WAIT).toBe(text('en', 'documents', 'viewer.page', { page: '1', count: '2' }));
    await closeViewer(page);

    // Home lists the passport among the documents expiring soon.
    await page.getByTestId('nav-home').click();
    await page.locator('[data-testid="home-expiring-item"]').filter({ hasText: 'Passport' }).waitFor();
    await shot(page, 'home-expiring');
    await context.close();
  });
});
