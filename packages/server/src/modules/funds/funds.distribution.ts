import { LIMITS, todayIso, type distributionSaveSchema, type Language } from '@vault/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { lockDocument, pageDocuments } from '../documents/documents.repository.js';
import { addDays } from '../documents/documents.rules.js';
import { documents, documentVersions } from '../documents/documents.table.js';
import { loadCatalogue, nameIn } from '../documents/documents.types.js';
import { endAndRecord, grantDocumentsToMany } from '../sharing/sharing.service.js';
import { documentGrants } from '../sharing/sharing.table.js';
import { lockOf } from './funds.documents.js';
import { requireChildFund, requireParentFund } from './funds.policy.js';
import { allChildFunds, liveGrantsTo, markInteracted } from './funds.repository.js';

type Child = Awaited<ReturnType<typeof allChildFunds>>[number];
type DocRef = { docId: string; version: number };

/** The documents named, each of the parent fund and with the version named; 404 for anything else. */
async function requireVersions(db: DbOrTx, parentId: string, refs: DocRef[]) {
  const docIds = [...new Set(refs.map((r) => r.docId))];
  const rows = await db
    .select({ doc: documents, version: documentVersions.version })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.documentId, documents.id))
    .where(and(inArray(documents.id, docIds), eq(documents.ownerProfileId, parentId)));
  for (const r of refs) if (!rows.some((x) => x.doc.id === r.docId && x.version === r.version)) return fail('NOT_FOUND');
  return new Map(rows.map((r) => [r.doc.id, r.doc]));
}

/** A child fund as a grant's recipient: a company profile, never a pending address. */
const recipientOf = (c: Child) => ({ profileId: c.link.fundProfileId, email: c.email ?? '', name: c.name ?? '', isCompany: false });

/** POST /fund-major/document-distribution-list: per version, every child fund and whether it receives it. */
export async function distributionList(ctx: AppContext, actor: Actor, q: { fundMajorProfileId: string; docs: DocRef[] }, language: Language) {
  await requireParentFund(ctx.db, actor, q.fundMajorProfileId);
  const docs = await requireVersions(ctx.db, q.fundMajorProfileId, q.docs);
  const children = await allChildFunds(ctx.db, q.fundMajorProfileId);
  const grants = await liveGrantsTo(
    ctx.db,
    [...docs.keys()],
    children.map((c) => c.link.fundProfileId),
  );
  const receiving = new Set(grants.map((g) => `${g.docId}:${g.version}:${g.recipientProfileId}`));
  const live = new Set(grants.map((g) => `${g.docId}:${g.version}`));
  const catalogue = await loadCatalogue(ctx.db);
  return q.docs.map((ref) => {
    const doc = docs.get(ref.docId)!;
    const type = catalogue.byCode.get(doc.docType);
    return {
      docId: doc.id,
      docType: doc.docType,
      version: ref.version,
      docTypeName: type ? nameIn(type.names, language) : doc.docType,
      locked: lockOf(doc.locked, live.has(`${doc.id}:${ref.version}`) ? 1 : 0),
      childDocDistributions: children.map((c) => {
        const on = receiving.has(`${doc.id}:${ref.version}:${c.link.fundProfileId}`);
        return { fundMinorProfileId: c.link.fundProfileId, fundId: c.link.fundProfileId, name: c.name ?? '', taxId: c.taxId, locked: on ? (3 as const) : (0 as const), shouldReceiveDocument: on };
      }),
    };
  });
}

/**
 * Grants the current version of some documents to child funds (one FUND_DISTRIBUTION case per child, through
 * the sharing model's grantDocuments) and ends the grants named; clears the "new" marker of the receivers.
 */
async function applyChanges(tx: Tx, actor: Actor, request: FastifyRequest | null, parentId: string, grants: Map<Child, string[]>, ends: { docId: string; version?: number; childIds: string[] }[]) {
  // Child funds receiving the same documents are granted together (usually all of them: one modal, one document).
  const bySet = new Map<string, { docIds: string[]; children: Child[] }>();
  for (const [child, docIds] of grants) {
    if (!docIds.length) continue;
    const key = [...docIds].sort().join(',');
    const group = bySet.get(key) ?? { docIds, children: [] };
    group.children.push(child);
    bySet.set(key, group);
  }
  let granted = 0;
  for (const { docIds, children } of bySet.values()) {
    await grantDocumentsToMany(tx, actor, request, { kind: 'FUND_DISTRIBUTION', ownerProfileId: parentId, holderIds: [parentId], docIds, recipients: children.map(recipientOf) });
    granted += docIds.length * children.length;
  }
  let ended = 0;
  for (const e of ends) {
    if (!e.childIds.length) continue;
    const where = and(eq(documentGrants.documentId, e.docId), e.version ? eq(documentGrants.version, e.version) : undefined, inArray(documentGrants.recipientProfileId, e.childIds));
    ended += await endAndRecord(tx, actor, request, where, 'fund-distribution-withdrawn');
  }
  await markInteracted(
    tx,
    [...grants.entries()].filter(([, d]) => d.length).map(([c]) => c.link.fundProfileId),
  );
  return { granted, ended };
}

/**
 * POST /fund-major/document-distribution: which child funds receive each version. Receiving grants the version
 * (only the current one can be newly distributed: grants are pinned to the version a case grants); not receiving
 * ends the child's live grant on that version. One transaction, audited; the documents' rows are locked first so
 * a delete or a new version of the same document waits.
 */
export async function saveDistribution(ctx: AppContext, actor: Actor, request: FastifyRequest, body: z.output<typeof distributionSaveSchema>) {
  const parentId = body.fundMajorProfileId;
  await requireParentFund(ctx.db, actor, parentId);
  const children = new Map((await allChildFunds(ctx.db, parentId)).map((c) => [c.link.fundProfileId, c]));
  for (const d of body.documentDistribution) if (!children.has(d.fundMinorProfileId)) return fail('NOT_FOUND');
  const wanted = new Map(body.documentDistribution.map((d) => [d.fundMinorProfileId, d.shouldReceiveDocument]));
  return ctx.db.transaction(async (tx) => {
    const grants = new Map<Child, string[]>();
    const ends: { docId: string; version: number; childIds: string[] }[] = [];
    for (const ref of body.docs) {
      const doc = (await lockDocument(tx, [parentId], ref.docId)) ?? fail('NOT_FOUND');
      await requireVersions(tx, parentId, [ref]);
      const current = new Set((await liveGrantsTo(tx, [ref.docId], [...children.keys()])).filter((g) => g.version === ref.version).map((g) => g.recipientProfileId));
      const add = [...wanted].filter(([id, on]) => on && !current.has(id)).map(([id]) => id);
      if (add.length && ref.version !== doc.currentVersion) return fail('FUND_VERSION_NOT_CURRENT');
      for (const id of add) grants.set(children.get(id)!, [...(grants.get(children.get(id)!) ?? []), ref.docId]);
      ends.push({ docId: ref.docId, version: ref.version, childIds: [...wanted].filter(([id, on]) => !on && current.has(id)).map(([id]) => id) });
    }
    return applyChanges(tx, actor, request, parentId, grants, ends);
  });
}

/** Type codes a search text means: the code itself, or types whose name contains it (any language). */
async function typesMatching(ctx: AppContext, text: string | null | undefined) {
  const q = text?.trim().toLowerCase();
  if (!q) return undefined;
  const catalogue = await loadCatalogue(ctx.db);
  return catalogue.types.filter((t) => t.code.toLowerCase() === q || Object.values(t.names).some((n) => n.toLowerCase().includes(q))).map((t) => t.code);
}

/** GET /fund-major/document-inheritance: the parent's documents (a page) and which versions the child fund receives. */
export async function inheritanceList(ctx: AppContext, actor: Actor, q: { fundMajorProfileId: string; fundMinorProfileId: string; searchParam?: string | null | undefined; pageIndex: number; pageSize: number }, language: Language) {
  await requireParentFund(ctx.db, actor, q.fundMajorProfileId);
  await requireChildFund(ctx.db, actor, q.fundMajorProfileId, q.fundMinorProfileId);
  const today = todayIso();
  const filter = { docTypes: await typesMatching(ctx, q.searchParam), today, expiringUntil: addDays(today, LIMITS.documentExpiringDays) };
  const { rows, total } = await pageDocuments(ctx.db, [q.fundMajorProfileId], filter, q.pageIndex, q.pageSize);
  const grants = await liveGrantsTo(
    ctx.db,
    rows.map((r) => r.doc.id),
    [q.fundMinorProfileId],
  );
  const catalogue = await loadCatalogue(ctx.db);
  const list = rows.map((r) => {
    const versions = grants.filter((g) => g.docId === r.doc.id).map((g) => g.version).sort((a, b) => b - a);
    const type = catalogue.byCode.get(r.doc.docType);
    return { docId: r.doc.id, docType: r.doc.docType, docTypeName: type ? nameIn(type.names, language) : r.doc.docType, version: r.doc.currentVersion, inheritedVersions: versions, inherits: versions.includes(r.doc.currentVersion) };
  });
  return { list, totalRecord: total, totalPages: Math.ceil(total / q.pageSize) };
}

/**
 * POST /fund-major/document-inheritance: the same grants seen from the child's side. Inheriting grants the
 * current version; not inheriting ends every live grant of that document to the child.
 */
export async function saveInheritance(ctx: AppContext, actor: Actor, request: FastifyRequest, ids: { fundMajorProfileId: string; fundMinorProfileId: string }, items: { docId: string; inherits: boolean }[]) {
  await requireParentFund(ctx.db, actor, ids.fundMajorProfileId);
  await requireChildFund(ctx.db, actor, ids.fundMajorProfileId, ids.fundMinorProfileId);
  const child = (await allChildFunds(ctx.db, ids.fundMajorProfileId)).find((c) => c.link.fundProfileId === ids.fundMinorProfileId)!;
  return ctx.db.transaction(async (tx) => {
    const add: string[] = [];
    const ends: { docId: string; childIds: string[] }[] = [];
    for (const item of items) {
      const doc = (await lockDocument(tx, [ids.fundMajorProfileId], item.docId)) ?? fail('NOT_FOUND');
      const live = await liveGrantsTo(tx, [doc.id], [child.link.fundProfileId]);
      if (item.inherits && !live.some((g) => g.version === doc.currentVersion)) add.push(doc.id);
      if (!item.inherits && live.length) ends.push({ docId: doc.id, childIds: [child.link.fundProfileId] });
    }
    return applyChanges(tx, actor, request, ids.fundMajorProfileId, new Map([[child, add]]), ends);
  });
}
