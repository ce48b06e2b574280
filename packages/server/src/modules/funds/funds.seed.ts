import { createHash, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { readConfigValue } from '../config/config.service.js';
import { configEntries } from '../config/config.table.js';
import { ensureBlobsUnderLock } from '../documents/documents.blobs.js';
import { ensureDocumentTypes } from '../documents/documents.types.js';
import { writeVersion } from '../documents/documents.writes.js';
import { countPages, makeThumbnail } from '../documents/files/render.js';
import { addMembership } from '../profiles/profiles.repository.js';
import { accounts, profiles } from '../profiles/profiles.table.js';
import { grantDocuments } from '../sharing/sharing.service.js';
import { administeredFunds, subCompanies } from './funds.table.js';

/** Marks that the demo funds were made once (a fund or document the administrator removed does not come back). */
const MARKER = 'demo.fundsSeeded';

/** A one-page fund document drawn at seed time (nothing downloaded or shipped as a file). */
async function fundPdf(fund: string, title: string, lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 0, y: 762, width: 595, height: 80, color: rgb(0.09, 0.27, 0.22) });
  page.drawText(fund, { x: 48, y: 792, size: 22, font: bold, color: rgb(1, 1, 1) });
  page.drawText(title, { x: 48, y: 700, size: 18, font: bold });
  lines.forEach((text, i) => page.drawText(text, { x: 48, y: 664 - i * 22, size: 12, font }));
  return Buffer.from(await doc.save());
}

interface SeedDoc {
  fundId: string;
  fundName: string;
  docType: 'FR' | 'FPF';
  title: string;
  lines: string[];
  issuedDaysAgo: number;
}

/** Stores one PDF as a fund document through the vault's own writes (blob first, then rows under the blob lock). */
async function storeDoc(ctx: AppContext, paul: { id: string; agentId: string }, d: SeedDoc): Promise<string> {
  const data = await fundPdf(d.fundName, d.title, d.lines);
  const path = join(ctx.tempDir, `seed-${randomUUID()}`);
  await writeFile(path, data, { mode: 0o600 });
  try {
    const sha256 = createHash('sha256').update(data).digest('hex');
    const blob = await ctx.blobs.putFile(path, sha256, data.length);
    const [thumbnail, pageCount] = await Promise.all([makeThumbnail(path, 'PDF'), countPages(path, 'PDF')]);
    const issued = new Date(Date.now() - d.issuedDaysAgo * 86_400_000).toISOString().slice(0, 10);
    return await ctx.db.transaction(async (tx) => {
      await ensureBlobsUnderLock(ctx, tx, [{ key: blob.key, path, sha256, size: data.length }]);
      const file = { key: blob.key, sha256, size: data.length, name: `${d.title}.pdf`, mime: 'application/pdf', kind: 'PDF' as const, pageCount };
      const result = await writeVersion(tx, { ownerProfileId: d.fundId, docType: d.docType, docId: null, sourceKind: 'PDF', url: null, properties: { dateOfIssue: issued }, files: [file], thumbnail, accountId: paul.id, createdByName: 'Paul Okafor' });
      await recordAudit(tx, null, { action: 'document.uploaded', accountId: paul.id, profileId: d.fundId, subjectProfileId: d.fundId, organisationProfileId: paul.agentId, targetType: 'document', targetId: result.docId, details: { docType: d.docType, version: 1, files: 1, demo: true } });
      return result.docId;
    });
  } finally {
    await rm(path, { force: true });
  }
}

async function addFund(tx: Tx, agentId: string, fundName: string, taxId: string, email: string, parent: string | null, hasInteraction: boolean, existing?: string) {
  const id = existing ?? (await tx.insert(profiles).values({ type: 'FUND', fundName, taxId, email }).returning())[0]!.id;
  await tx.insert(administeredFunds).values({ lendingAgentProfileId: agentId, fundProfileId: id, parentFundProfileId: parent, hasInteraction });
  return id;
}

/**
 * Northbridge Lending's funds (docs/funds.md): two parent funds with five child funds (Harbour Growth Fund, which
 * Carol represents, among them; "Northbridge Credit Feeder C" new, never distributed to), a financial report and a
 * prospectus per parent, each report distributed to the parent's children except the new one; and a Scottish sub-company Paul also
 * manages. Embedded mode only, once per data folder.
 */
export async function seedDemoFunds(ctx: AppContext): Promise<boolean> {
  if (!ctx.config.embedded || (await readConfigValue(ctx.db, MARKER))) return false;
  const [paul] = await ctx.db.select().from(accounts).where(eq(accounts.email, 'paul@example.com'));
  const [agent] = await ctx.db.select().from(profiles).where(and(eq(profiles.type, 'LENDING_AGENT'), eq(profiles.tradingName, 'Northbridge Lending')));
  const [harbour] = await ctx.db.select().from(profiles).where(and(eq(profiles.type, 'FUND'), eq(profiles.fundName, 'Harbour Growth Fund')));
  if (!paul || !agent || !harbour) return false;
  await ensureDocumentTypes(ctx.db);
  const f = await ctx.db.transaction(async (tx) => {
    const credit = await addFund(tx, agent.id, 'Northbridge Credit Fund I', 'NCF0001', 'credit@northbridge-funds.example.com', null, true);
    const property = await addFund(tx, agent.id, 'Northbridge Property Fund', 'NPF0002', 'property@northbridge-funds.example.com', null, true);
    const growth = await addFund(tx, agent.id, 'Harbour Growth Fund', 'HGF0003', '', credit, true, harbour.id);
    const feederB = await addFund(tx, agent.id, 'Northbridge Credit Feeder B', 'NCF0004', 'feeder-b@northbridge-funds.example.com', credit, true);
    await addFund(tx, agent.id, 'Northbridge Credit Feeder C', 'NCF0005', 'feeder-c@northbridge-funds.example.com', credit, false);
    const east = await addFund(tx, agent.id, 'Northbridge Property East', 'NPF0006', 'east@northbridge-funds.example.com', property, true);
    const west = await addFund(tx, agent.id, 'Northbridge Property West', 'NPF0007', 'west@northbridge-funds.example.com', property, true);
    const [scotland] = await tx.insert(profiles).values({ type: 'LENDING_AGENT', legalName: 'Northbridge Lending Scotland Ltd', tradingName: 'Northbridge Lending Scotland', email: 'scotland@northbridge.example.com' }).returning();
    await tx.insert(subCompanies).values({ parentProfileId: agent.id, childProfileId: scotland!.id });
    await addMembership(tx, paul.id, scotland!.id, 'PAID_ORG_USER');
    return { credit, property, growth, feederB, east, west };
  });
  const year = new Date().getUTCFullYear() - 1;
  const by = { id: paul.id, agentId: agent.id };
  const report = await storeDoc(ctx, by, { fundId: f.credit, fundName: 'Northbridge Credit Fund I', docType: 'FR', title: `Annual financial report ${year}`, lines: [`Year ended 31 December ${year}`, 'Net asset value: GBP 412.6m', 'Audited by Fenwick & Hale LLP'], issuedDaysAgo: 40 });
  await storeDoc(ctx, by, { fundId: f.credit, fundName: 'Northbridge Credit Fund I', docType: 'FPF', title: 'Fund prospectus', lines: ['Senior secured lending to UK mid-market companies', 'Minimum subscription: GBP 250,000'], issuedDaysAgo: 200 });
  const propertyReport = await storeDoc(ctx, by, { fundId: f.property, fundName: 'Northbridge Property Fund', docType: 'FR', title: `Annual financial report ${year}`, lines: [`Year ended 31 December ${year}`, 'Net asset value: GBP 188.1m'], issuedDaysAgo: 35 });
  await storeDoc(ctx, by, { fundId: f.property, fundName: 'Northbridge Property Fund', docType: 'FPF', title: 'Fund prospectus', lines: ['Commercial property in the north of England', 'Minimum subscription: GBP 100,000'], issuedDaysAgo: 300 });
  const actor: Actor = { sessionId: 'seed', accountId: paul.id, email: paul.email, profileId: agent.id, profileType: 'LENDING_AGENT', role: 'PAID_ORG_USER', language: 'en' };
  await ctx.db.transaction(async (tx) => {
    const sends = [
      [f.credit, report, f.growth, 'Harbour Growth Fund'],
      [f.credit, report, f.feederB, 'Northbridge Credit Feeder B'],
      [f.property, propertyReport, f.east, 'Northbridge Property East'],
      [f.property, propertyReport, f.west, 'Northbridge Property West'],
    ] as const;
    for (const [parent, docId, id, name] of sends) {
      await grantDocuments(tx, actor, null, { kind: 'FUND_DISTRIBUTION', ownerProfileId: parent, holderIds: [parent], docIds: [docId], recipient: { profileId: id, email: '', name, isCompany: false } });
    }
    await tx.insert(configEntries).values({ key: MARKER, value: 'true', isPublic: false });
  });
  return true;
}
