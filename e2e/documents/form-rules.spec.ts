import { errorMessage } from '@vault/contract';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';
import { minimalPdf } from './files.js';
import { chooseType, displayDate, documentRow, fillDate, uploadRow } from './support.js';
import { seriousViolations } from '../support/a11y.js';

/** Uploads, page renders and list reloads take longer than expect.poll's 1 s default. */
const WAIT = { timeout: 15_000 };

let browser: Browser;
let folder: string;
beforeAll(async () => {
  // Its own Chromium: a file is chosen by its path and deleted before sending, which a connected browser would not see
  // (Playwright sends a connected browser the file's bytes).
  browser = await launchBrowser([], { own: true });
  folder = mkdtempSync(join(tmpdir(), 'vault-e2e-docs-'));
});
afterAll(async () => {
  await browser.close();
  rmSync(folder, { recursive: true, force: true });
});

async function openDocuments(page: Page): Promise<void> {
  await signIn(page, DEMO.alice, DEMO.password);
  await page.waitForURL('**/manage/home');
  await page.getByTestId('nav-documents').click();
  await documentRow(page, 'UB').first().waitFor();
}

describe('upload form rules and the viewer download', () => {
  it('refuses mixed files at once, and asks for another file when a chosen one has gone from the disk', async () => {
    const { context, page } = await newPage(browser);
    await openDocuments(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('documents-upload').click();
    const row = uploadRow(page, 0);
    await chooseType(page, row, 'Utility Bill');
    await row.waitFor();

    // Nothing chosen yet: Continue names what is missing (spec §5).
    await page.getByTestId('upload-continue').click();
    await expect.poll(() => row.textContent(), WAIT).toContain(errorMessage('DOC_SOURCE_REQUIRED', 'en'));

    // A PDF and a picture cannot make one document (spec §5).
    await row.getByTestId('upload-row-files-input').setInputFiles([
      { name: 'a.pdf', mimeType: 'application/pdf', buffer: minimalPdf(['A']) },
      { name: 'b.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') },
    ]);
    expect(await row.getByTestId('upload-row-file-error').textContent()).toContain(errorMessage('MIXED_FILE_TYPES', 'en'));
    expect(await row.getByTestId('upload-row-file').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // A file chosen from the disk and deleted before sending: the spec's message, and the form can be used again.
    const path = join(folder, 'moved-away.pdf');
    writeFileSync(path, minimalPdf(['Moved away']));
    await row.getByTestId('upload-row-files-input').setInputFiles(path);
    await row.getByTestId('upload-row-file').waitFor();
    await fillDate(page, row, 'dateOfIssue', displayDate(-5));
    rmSync(path);
    await page.getByTestId('upload-continue').click();
    const missing = text('en', 'documents', 'upload.missingFile', { name: 'moved-away.pdf' });
    await expect.poll(() => row.getByTestId('upload-row-error').textContent(), WAIT).toBe(missing);
    expect(await page.getByTestId('upload-continue').isEnabled()).toBe(true);
    expect(await row.getByTestId('upload-row-file').count()).toBe(0);
    await context.close();
  });

  it('downloads the original file from the viewer under its own name', async () => {
    const { context, page } = await newPage(browser);
    await openDocuments(page);
    await documentRow(page, 'UB').first().getByTestId('document-open').click();
    await expect.poll(() => page.getByTestId('viewer-page').getAttribute('data-loaded'), WAIT).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('viewer-download').click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const saved = join(folder, download.suggestedFilename());
    await download.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await context.close();
  });
});
