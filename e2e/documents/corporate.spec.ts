import { errorMessage } from '@vault/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';
import { generatedPassport, minimalPdf, minimalXlsx } from './files.js';
import { chooseType, confirmRecognisedRow, displayDate, documentRow, fillDate, switchTo, uploadRow } from './support.js';
import { SHOTS_DIR } from '../support/shots.js';

/** Uploads, page renders and list reloads take longer than expect.poll's 1 s default. */
const WAIT = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a corporate user’s documents', () => {
  it('needs whose document each row is, stores it for the company, deletes the whole document after confirming, and offers an Excel workbook for download', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.carol, DEMO.password);
    await page.waitForURL('**/manage/home');
    await switchTo(page, 'Chen Trading Ltd');
    await page.getByTestId('nav-documents').click();
    await page.getByTestId('documents-title').waitFor();
    await page.getByTestId('documents-upload').click();

    const row = uploadRow(page, 0);
    await row.waitFor();
    await chooseType(page, row, 'Certificate of Incorporation');
    await row.getByTestId('upload-row-files-input').setInputFiles({ name: 'incorporation.pdf', mimeType: 'application/pdf', buffer: minimalPdf(['Certificate of Incorporation']) });
    await fillDate(page, row, 'dateOfIssue', displayDate(-900));
    await page.getByTestId('upload-continue').click();
    // Spec §5: for a corporate user each row also needs a rep ('Please fill in').
    await expect.poll(() => row.textContent(), WAIT).toContain(errorMessage('DOC_TYPE_REQUIRED', 'en'));
    expect(await row.getAttribute('data-status')).toBe('editing');

    await row.getByTestId('upload-row-rep').click();
    await page.keyboard.type('Chen Trading');
    await page.keyboard.press('Enter');
    await page.getByTestId('upload-continue').click();
    await page.locator('.ant-message').getByText(text('en', 'documents', 'upload.success')).waitFor({ timeout: 30_000 });

    const listed = documentRow(page, 'COI');
    await listed.waitFor();
    await listed.getByTestId('document-open').click();
    await expect.poll(() => page.getByTestId('viewer-page').getAttribute('data-loaded'), WAIT).toBe('true');
    await page.getByTestId('viewer-delete-document').click();
    await page.getByTestId('dialog-delete-document').waitFor();
    // Deleting cannot be undone: the confirmation is in the danger style.
    expect(await page.getByTestId('dialog-ok').getAttribute('class')).toContain('ant-btn-dangerous');
    await page.getByTestId('dialog-ok').click();
    await page.locator('.ant-message').getByText(text('en', 'documents', 'viewer.deleted')).waitFor();
    await expect.poll(() => page.getByTestId('viewer').isVisible(), WAIT).toBe(false);
    await expect.poll(() => listed.count(), WAIT).toBe(0);
    // Nothing asks for the deleted document again (that would toast a 404).
    expect(await page.locator('.ant-message-error').count()).toBe(0);

    // Filed accounts as an Excel workbook: no page preview, downloaded under its own name.
    const workbook = minimalXlsx();
    await page.getByTestId('documents-upload').click();
    const sheetRow = uploadRow(page, 0);
    await chooseType(page, sheetRow, 'Filed Corporate Accounts');
    await sheetRow.getByTestId('upload-row-rep').click();
    await page.keyboard.type('Chen Trading');
    await page.keyboard.press('Enter');
    await sheetRow.getByTestId('upload-row-files-input').setInputFiles({ name: 'accounts.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook });
    await fillDate(page, sheetRow, 'dateOfIssue', displayDate(-60));
    await page.getByTestId('upload-continue').click();
    const accounts = documentRow(page, 'FCA');
    await accounts.waitFor({ timeout: 30_000 });
    expect(await accounts.getByTestId('document-thumbnail-icon').count()).toBe(1);
    await accounts.getByTestId('document-open').click();
    await page.getByTestId('viewer-no-preview').waitFor();
    expect(await page.getByTestId('viewer-no-preview').textContent()).toContain(text('en', 'documents', 'viewer.noPreview'));
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/viewer-excel.png` });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('viewer-download').click()]);
    expect(download.suggestedFilename()).toBe('accounts.xlsx');
    // Read through the connection (the run's shared Chromium is connected to, where path() is not available).
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(workbook)).toBe(true);
    await context.close();
  });

  it('keeps a passport for a representative the company recorded: the row offers a person’s types once he is chosen', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.carol, DEMO.password);
    await page.waitForURL('**/manage/home');
    await switchTo(page, 'Chen Trading Ltd');
    await page.getByTestId('nav-documents').click();
    await page.getByTestId('documents-upload').click();

    const row = uploadRow(page, 0);
    await chooseType(page, row, 'Certificate of Incorporation');
    await expect.poll(() => row.getByTestId('upload-row-type').textContent()).toContain('Certificate of Incorporation');
    // Daniel Okoro is a person: a company's certificate is not his, so the row starts its type again.
    await row.getByTestId('upload-row-rep').click();
    await page.keyboard.type('Daniel Okoro');
    await page.keyboard.press('Enter');
    await expect.poll(() => row.getByTestId('upload-row-type').textContent()).not.toContain('Certificate of Incorporation');

    await chooseType(page, row, 'Passport');
    await expect.poll(() => row.getByTestId('upload-row-type').textContent()).toContain('Passport');
    // A passport is read and saved from the ID information dialog; Daniel's own details stay.
    const passport = await generatedPassport(45);
    await row.getByTestId('upload-row-files-input').setInputFiles({ name: 'daniel.png', mimeType: 'image/png', buffer: passport.png });
    await confirmRecognisedRow(page, row, { issueDate: displayDate(-300), fields: { 3: displayDate(2000) }, updateProfile: false });
    await page.locator('.ant-message').getByText(text('en', 'documents', 'upload.success')).waitFor({ timeout: 30_000 });
    await context.close();
  });
});
