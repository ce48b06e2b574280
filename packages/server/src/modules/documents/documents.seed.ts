import { createHash, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../audit/audit.service.js';
import { readConfigValue } from '../config/config.service.js';
import { configEntries } from '../config/config.table.js';
import { accounts } from '../profiles/profiles.table.js';
import { countPages, makeThumbnail } from './files/render.js';
import { ensureBlobsUnderLock } from './documents.blobs.js';
import { ensureDocumentTypes } from './documents.types.js';
import { writeVersion } from './documents.writes.js';

/** Marks that the demo documents were made once, so a document the user deleted does not come back. */
const MARKER = 'demo.documentsSeeded';

/** A one-page utility bill for Alice, drawn at seed time (nothing is downloaded or shipped as a file). */
async function demoBill(issued: Date): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 0, y: 762, width: 595, height: 80, color: rgb(0.12, 0.31, 0.47) });
  page.drawText('Harbour Energy', { x: 48, y: 792, size: 26, font: bold, color: rgb(1, 1, 1) });
  const lines = ['Electricity bill', '', 'Alice Walker', '12 Harbour Road', 'London SE10 9NN', '', `Date of issue: ${issued.toISOString().slice(0, 10)}`, 'Account: HE-204-7731', 'Amount due: GBP 84.20'];
  lines.forEach((text, i) => page.drawText(text, { x: 48, y: 700 - i * 24, size: i === 0 ? 18 : 13, font: i === 0 ? bold : font }));
  return Buffer.from(await doc.save());
}

/**
 * Gives Alice one utility bill with its thumbnail so the Documents page is not empty on a first start.
 * Embedded mode only, once per data folder.
 */
export async function seedDemoDocuments(ctx: AppContext): Promise<boolean> {
  if (!ctx.config.embedded || (await readConfigValue(ctx.db, MARKER))) return false;
  const [alice] = await ctx.db.select().from(accounts).where(eq(accounts.email, 'alice@example.com'));
  if (!alice?.defaultProfileId) return false;
  await ensureDocumentTypes(ctx.db);
  const issued = new Date(Date.now() - 12 * 86_400_000);
  const data = await demoBill(issued);
  const path = join(ctx.tempDir, `seed-${randomUUID()}`);
  await writeFile(path, data, { mode: 0o600 });
  try {
    const sha256 = createHash('sha256').update(data).digest('hex');
    const blob = await ctx.blobs.putFile(path, sha256, data.length);
    const [thumbnail, pageCount] = await Promise.all([makeThumbnail(path, 'PDF'), countPages(path, 'PDF')]);
    await ctx.db.transaction(async (tx) => {
      await ensureBlobsUnderLock(ctx, tx, [{ key: blob.key, path, sha256, size: data.length }]);
      const file = { key: blob.key, sha256, size: data.length, name: 'Harbour Energy bill.pdf', mime: 'application/pdf', kind: 'PDF' as const, pageCount };
      const properties = { dateOfIssue: issued.toISOString().slice(0, 10) };
      const result = await writeVersion(tx, { ownerProfileId: alice.defaultProfileId!, docType: 'UB', docId: null, sourceKind: 'PDF', url: null, properties, files: [file], thumbnail, accountId: alice.id, createdByName: 'Alice Walker' });
      await recordAudit(tx, null, { action: 'document.uploaded', accountId: alice.id, profileId: alice.defaultProfileId, targetType: 'document', targetId: result.docId, details: { docType: 'UB', version: 1, files: 1, demo: true } });
      await tx.insert(configEntries).values({ key: MARKER, value: 'true', isPublic: false });
    });
    return true;
  } finally {
    await rm(path, { force: true });
  }
}
