import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';
import { seriousViolations } from '../support/a11y.js';
import { minimalPdf } from './files.js';
import { chooseType, displayDate, documentRow, fillDate, uploadRow } from './support.js';
import { SHOTS_DIR, shot as takeShot } from '../support/shots.js';

const WAIT = { timeout: 15_000 };
const shot = (page: Page, name: string) => takeShot(page, name, { fullPage: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Listed = { docId: string; fileName: string | null; version: number };

/** Uploads one bank statement from the documents page; `as` picks the row's target when it is offered. */
async function uploadStatement(page: Page, fileName: string, as: 'default' | 'new' | { docId: string }): Promise<void> {
  await page.getByTestId('documents-upload').click();
  const row = uploadRow(page, 0);
  await chooseType(page, row, 'Bank Statement');
  if (as === 'new') {
    await row.getByTestId('upload-row-target-new').waitFor(WAIT);
    await row.getByTestId('upload-row-target-new').click();
  } else if (as !== 'default') {
    await row.locator(`[data-testid="upload-row-target-version"][data-doc-id="${as.docId}"]`).click();
  }
  await row.getByTestId('upload-row-files-input').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: minimalPdf([`Statement ${fileName}`]) });
  await fillDate(page, row, 'dateOfIssue', displayDate(-10));
  await page.getByTestId('upload-continue').click();
  await expect.poll(() => page.locator('[data-testid="upload-dialog"]').count(), WAIT).toBe(0);
}

describe('documents of the same type', () => {
  it('a second statement becomes a version of the first; a new document only when asked; the list tells them apart', async () => {
    // Carol's own vault: no other journey keeps bank statements there, so none lands between these steps.
    const api = await apiSignIn(DEMO.carol, DEMO.password);
    const stamp = Date.now().toString(36);
    const statements = async () => ((await api.post('/doc-mgr/doc-type-level', { docType: 'BS1' })).data as Listed[]) ?? [];
    const before = new Set((await statements()).map((d) => d.docId));
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, DEMO.carol, DEMO.password);
      await page.waitForURL('**/manage/home');
      await page.getByTestId('nav-documents').click();
      await page.waitForURL('**/manage/documents');
      await uploadStatement(page, `march-${stamp}.pdf`, before.size ? 'new' : 'default');
      const first = (await statements()).find((d) => !before.has(d.docId))!;
      expect(first).toMatchObject({ fileName: `march-${stamp}.pdf`, version: 1 });

      // The same type again: the row offers a new version of what Carol holds, the newest chosen.
      await page.getByTestId('documents-upload').click();
      const row = uploadRow(page, 0);
      await chooseType(page, row, 'Bank Statement');
      const offered = row.locator(`[data-testid="upload-row-target-version"][data-doc-id="${first.docId}"]`);
      await offered.waitFor(WAIT);
      expect(await offered.textContent()).toContain(`march-${stamp}.pdf`);
      expect(await row.locator(`label:has([data-doc-id="${first.docId}"]) input`).isChecked()).toBe(true);
      await shot(page, 'upload-same-type');
      await page.getByTestId('upload-cancel').click();
      await expect.poll(() => page.locator('[data-testid="upload-dialog"]').count(), WAIT).toBe(0);
      await uploadStatement(page, `april-${stamp}.pdf`, { docId: first.docId });
      let mine = (await statements()).filter((d) => !before.has(d.docId));
      expect(mine).toEqual([expect.objectContaining({ docId: first.docId, fileName: `april-${stamp}.pdf`, version: 2 })]);

      // Asked for: a new document of the same type.
      await uploadStatement(page, `may-${stamp}.pdf`, 'new');
      mine = (await statements()).filter((d) => !before.has(d.docId));
      expect(mine.map((d) => d.fileName).sort()).toEqual([`april-${stamp}.pdf`, `may-${stamp}.pdf`]);

      // The documents page tells them apart: file name, upload date and version per row.
      const listed = documentRow(page, 'BS1');
      await expect.poll(() => listed.getByTestId('document-file-name').allTextContents(), WAIT).toEqual(expect.arrayContaining([`april-${stamp}.pdf`, `may-${stamp}.pdf`]));
      const april = listed.filter({ hasText: `april-${stamp}.pdf` });
      expect(await april.getByTestId('document-version').textContent()).toBe('2');
      expect(await april.getByTestId('document-uploaded').textContent()).toBe(displayDate(0));
      expect(await page.getByText(text('en', 'documents', 'columns.uploaded')).count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'documents-same-type');
      if (SHOTS_DIR) {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.reload();
        await documentRow(page, 'BS1').first().waitFor(WAIT);
        await shot(page, 'documents-same-type-390');
      }
    } finally {
      await context.close();
      // Carol's vault as it was: only the statements this journey made go.
      for (const doc of await statements()) if (!before.has(doc.docId) && doc.fileName?.includes(stamp)) await api.call('DELETE', '/doc-mgr/remove-document', { docId: doc.docId });
    }
  });
});
