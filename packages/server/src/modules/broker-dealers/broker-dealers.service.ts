import type { addBrokerDealersSchema, autoSharedActionSchema, brokerDealerListSearchSchema, Language, savePermissionsSchema, shareToBrokerDealersSchema } from '@vault/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { visibleOwners } from '../documents/documents.policy.js';
import { documents } from '../documents/documents.table.js';
import { loadCatalogue, nameIn } from '../documents/documents.types.js';
import { displayName } from '../invitations/invitations.repository.js';
import { connections, profiles } from '../profiles/profiles.table.js';
import { endAndRecord, grantDocuments, grantDocumentsToMany } from '../sharing/sharing.service.js';
import { documentGrants } from '../sharing/sharing.table.js';
import { callerOrganisation, requireBrokerDealer } from './broker-dealers.policy.js';
import { autoShareRulesFor, candidateCompanies, outstandingDocuments, pageBrokerDealers, permissionsOf, ruleGrantsWhere } from './broker-dealers.repository.js';
import { brokerDealerStatus, canEditPermissions } from './broker-dealers.rules.js';
import { brokerDealerCases, brokerDealerPermissions, brokerDealers, type BrokerDealerRow } from './broker-dealers.table.js';

type Company = typeof profiles.$inferSelect;

/** POST /broker-dealer/list: a page of the organisation's broker-dealers (spec §3 Broker dealer). */
export async function listBrokerDealers(ctx: AppContext, actor: Actor, q: z.output<typeof brokerDealerListSearchSchema>) {
  const { rows, total } = await pageBrokerDealers(ctx.db, callerOrganisation(actor), q.searchParam, q.pageIndex, q.pageSize);
  const list = rows.map((r) => {
    const status = brokerDealerStatus(r.connected);
    return { brokerDealerId: r.bd.id, companyId: r.company.id, companyName: displayName(r.company), status, editFlag: canEditPermissions(actor.role, status) };
  });
  return { list, totalRecord: total, totalPages: Math.ceil(total / q.pageSize) };
}

/** GET /broker-dealer/company-list: companies that may be added (not the organisation, not added already). */
export async function listCandidates(ctx: AppContext, actor: Actor, search: string) {
  const rows = await candidateCompanies(ctx.db, callerOrganisation(actor), search);
  return rows.map((r) => ({ companyId: r.id, companyName: r.name, email: r.email }));
}

/** POST /broker-dealer: adds companies as broker-dealers (adding one twice changes nothing). */
export async function addBrokerDealers(ctx: AppContext, actor: Actor, request: FastifyRequest, input: z.output<typeof addBrokerDealersSchema>) {
  const agentId = callerOrganisation(actor);
  const ids = [...new Set(input.companyIds)];
  const companies = await ctx.db.select().from(profiles).where(inArray(profiles.id, ids));
  if (companies.length !== ids.length || companies.some((c) => c.id === agentId || (c.type !== 'CORPORATE' && c.type !== 'LENDING_AGENT'))) return fail('BROKER_DEALER_NOT_ELIGIBLE');
  return ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(brokerDealers)
      .values(ids.map((companyProfileId) => ({ lendingAgentProfileId: agentId, companyProfileId, addedByAccountId: actor.accountId })))
      .onConflictDoNothing()
      .returning();
    for (const row of added) {
      const company = companies.find((c) => c.id === row.companyProfileId)!;
      await recordAudit(tx, request, { action: 'brokerDealer.added', accountId: actor.accountId, profileId: agentId, targetType: 'brokerDealer', targetId: row.id, details: { companyProfileId: company.id, company: displayName(company) } });
    }
    return { added: added.length };
  });
}

/** The document types customers hold (individual and corporate types), in catalogue order. */
async function customerTypes(ctx: AppContext) {
  const catalogue = await loadCatalogue(ctx.db);
  return catalogue.types.filter((t) => t.holders.includes(0) || t.holders.includes(1));
}

/** A broker-dealer of the caller's organisation whose permissions the caller may change (editFlag); 30000502 otherwise. */
async function requireEditable(ctx: AppContext, actor: Actor, brokerDealerId: string) {
  const found = await requireBrokerDealer(ctx.db, actor, brokerDealerId);
  if (!canEditPermissions(actor.role, brokerDealerStatus(found.connected))) return fail('BROKER_DEALER_NOT_EDITABLE');
  return found;
}

/** GET /broker-dealer/broker-dealer-configuration: per document type, auto share and downloadable (no row: off, downloadable). */
export async function getConfiguration(ctx: AppContext, actor: Actor, brokerDealerId: string, language: Language) {
  const { bd, company, connected } = await requireBrokerDealer(ctx.db, actor, brokerDealerId);
  const [types, rows] = await Promise.all([customerTypes(ctx), permissionsOf(ctx.db, bd.id)]);
  const byType = new Map(rows.map((r) => [r.docType, r]));
  return {
    brokerDealerId: bd.id,
    businessCompanyId: bd.lendingAgentProfileId,
    companyName: displayName(company),
    editFlag: canEditPermissions(actor.role, brokerDealerStatus(connected)),
    detailList: types.map((t) => ({ docType: t.code, docTypeName: nameIn(t.names, language), preAuthoriseAccess: byType.get(t.code)?.autoShare ?? false, downloadable: byType.get(t.code)?.downloadable ?? true })),
  };
}

/**
 * POST /broker-dealer/broker-dealer-configuration: saves the rows. A downloadable change applies at once to the
 * live grants this rule made (the server enforces it on the next download). An auto-share change applies to
 * future uploads at once; the answer names the types whose auto share changed (null when none did), and the
 * client asks whether to apply it to what exists now (handle-auto-shared-action).
 */
export async function savePermissions(ctx: AppContext, actor: Actor, request: FastifyRequest, input: z.output<typeof savePermissionsSchema>) {
  const { bd } = await requireEditable(ctx, actor, input.brokerDealerId);
  const known = new Set((await customerTypes(ctx)).map((t) => t.code));
  const rows = [...new Map(input.detailList.map((r) => [r.docType, r])).values()];
  if (rows.some((r) => !known.has(r.docType))) return fail('BROKER_DEALER_UNKNOWN_TYPE');
  return ctx.db.transaction(async (tx) => {
    // Two saves of the same broker-dealer serialise here, so "what changed" is computed against committed rows.
    await tx.select({ id: brokerDealers.id }).from(brokerDealers).where(eq(brokerDealers.id, bd.id)).for('update');
    const before = new Map((await permissionsOf(tx, bd.id)).map((r) => [r.docType, r]));
    const turnedOn: string[] = [];
    const turnedOff: string[] = [];
    const downloadChanged: { docType: string; downloadable: boolean }[] = [];
    for (const r of rows) {
      const old = before.get(r.docType) ?? { autoShare: false, downloadable: true };
      if (old.autoShare !== r.preAuthoriseAccess) (r.preAuthoriseAccess ? turnedOn : turnedOff).push(r.docType);
      if (old.downloadable !== r.downloadable) downloadChanged.push({ docType: r.docType, downloadable: r.downloadable });
    }
    await tx
      .insert(brokerDealerPermissions)
      .values(rows.map((r) => ({ brokerDealerId: bd.id, docType: r.docType, autoShare: r.preAuthoriseAccess, downloadable: r.downloadable })))
      .onConflictDoUpdate({ target: [brokerDealerPermissions.brokerDealerId, brokerDealerPermissions.docType], set: { autoShare: sql`excluded.auto_share`, downloadable: sql`excluded.downloadable`, updatedAt: new Date() } });
    for (const c of downloadChanged) await tx.update(documentGrants).set({ downloadable: c.downloadable }).where(ruleGrantsWhere(bd.id, [c.docType], false));
    await recordAudit(tx, request, { action: 'brokerDealer.permissions', accountId: actor.accountId, profileId: bd.lendingAgentProfileId, targetType: 'brokerDealer', targetId: bd.id, details: { turnedOn, turnedOff, downloadable: downloadChanged } });
    return turnedOn.length || turnedOff.length ? { brokerDealerId: bd.id, businessCompanyId: bd.lendingAgentProfileId, turnedOn, turnedOff } : null;
  });
}

/**
 * Grants documents of one customer to a broker-dealer under its rule: one BROKER_DEALER case per downloadable
 * setting (the sharing module's grantDocuments: locks, one live grant per version, audit), recorded as the rule's.
 */
/** The broker-dealer company as the sharing module's recipient. */
const recipientOf = (company: Company) => ({ profileId: company.id, email: company.email ?? '', name: displayName(company), isCompany: true });

async function grantUnderRule(tx: DbOrTx, actor: Actor, request: FastifyRequest | null, bd: BrokerDealerRow, company: Company, customerProfileId: string, holderIds: string[], docs: { docId: string; downloadable: boolean }[]) {
  for (const downloadable of [true, false]) {
    const docIds = docs.filter((d) => d.downloadable === downloadable).map((d) => d.docId);
    if (!docIds.length) continue;
    const kase = await grantDocuments(tx, actor, request, { kind: 'BROKER_DEALER', ownerProfileId: customerProfileId, holderIds, docIds, recipient: recipientOf(company), downloadable });
    await tx.insert(brokerDealerCases).values({ caseId: kase.id, brokerDealerId: bd.id });
  }
}

/**
 * POST /broker-dealer/handle-auto-shared-action: the answer to Apply to Outstanding Requests. Yes: the current
 * rules apply to what exists now: every matching document of a connected customer not yet granted is granted,
 * and the grants this rule made on types no longer auto-shared end. No: nothing changes now (the rules still
 * apply to future uploads).
 */
export async function handleAutoSharedAction(ctx: AppContext, actor: Actor, request: FastifyRequest, input: z.output<typeof autoSharedActionSchema>) {
  const { bd, company } = await requireEditable(ctx, actor, input.brokerDealerId);
  if (input.businessCompanyId !== bd.lendingAgentProfileId) return fail('NOT_FOUND');
  return ctx.db.transaction(async (tx) => {
    let granted = 0;
    let ended = 0;
    if (input.applySetting === 'Yes') {
      const rules = await permissionsOf(tx, bd.id);
      const autoTypes = rules.filter((r) => r.autoShare).map((r) => r.docType);
      ended = await endAndRecord(tx, actor, request, ruleGrantsWhere(bd.id, autoTypes, true), 'brokerDealerRuleOff');
      const docs = await outstandingDocuments(tx, bd.lendingAgentProfileId, company.id, autoTypes);
      const byOwner = new Map<string, typeof docs>();
      for (const d of docs) byOwner.set(d.ownerProfileId, [...(byOwner.get(d.ownerProfileId) ?? []), d]);
      for (const [owner, list] of byOwner) {
        await grantUnderRule(tx, actor, request, bd, company, owner, [owner], list.map((d) => ({ docId: d.docId, downloadable: rules.find((r) => r.docType === d.docType)?.downloadable ?? true })));
        granted += list.length;
      }
    }
    await recordAudit(tx, request, { action: 'brokerDealer.applied', accountId: actor.accountId, profileId: bd.lendingAgentProfileId, targetType: 'brokerDealer', targetId: bd.id, details: { applySetting: input.applySetting, granted, ended } });
    return { granted, ended };
  });
}

/**
 * The upload hook (documents.ingest.ts, in the upload's transaction): a new version of a customer connected to a
 * lending agent is granted to each of the agent's broker-dealers that auto-share its type, before the answer.
 */
export async function autoShareNewVersion(tx: Tx, actor: Actor, request: FastifyRequest | null, written: { ownerProfileId: string; docId: string; docType: string }): Promise<void> {
  const customers = [...new Set([actor.profileId, written.ownerProfileId])];
  const rules = await autoShareRulesFor(tx, customers, written.docType);
  const seen = new Set<string>();
  // Batched (bench/auto-share-fanout.ts): one grantDocumentsToMany per customer and downloadable setting, not a
  // grantDocuments per broker-dealer (a handful of statements instead of ~8 per recipient).
  const groups = new Map<string, { customerProfileId: string; downloadable: boolean; targets: { bd: BrokerDealerRow; company: Company }[] }>();
  for (const r of rules) {
    // One grant per broker-dealer company (two agents may share one), never to the holder itself.
    if (seen.has(r.company.id) || r.company.id === written.ownerProfileId || r.company.id === actor.profileId) continue;
    seen.add(r.company.id);
    const key = `${r.customerProfileId}:${r.downloadable}`;
    const group = groups.get(key) ?? { customerProfileId: r.customerProfileId, downloadable: r.downloadable, targets: [] };
    group.targets.push({ bd: r.bd, company: r.company });
    groups.set(key, group);
  }
  for (const { customerProfileId, downloadable, targets } of groups.values()) {
    const recipients = targets.map(({ company }) => recipientOf(company));
    const cases = await grantDocumentsToMany(tx, actor, request, { kind: 'BROKER_DEALER', ownerProfileId: customerProfileId, holderIds: [written.ownerProfileId], docIds: [written.docId], recipients, downloadable });
    await tx.insert(brokerDealerCases).values(cases.map((kase, i) => ({ caseId: kase.id, brokerDealerId: targets[i]!.bd.id })));
  }
}

/**
 * POST /search/share-to-broker-dealers (customer side, common header): the current versions of the caller's
 * documents to the broker-dealers of lending agents the caller is connected to (all of them, or those named), each
 * with that broker-dealer's downloadable setting for the type.
 */
export async function shareToBrokerDealers(ctx: AppContext, actor: Actor, request: FastifyRequest, input: z.output<typeof shareToBrokerDealersSchema>) {
  const ownerIds = (await visibleOwners(ctx.db, actor)).map((o) => o.profileId);
  const available = await ctx.db
    .select({ bd: brokerDealers, company: profiles })
    .from(brokerDealers)
    .innerJoin(connections, and(eq(connections.companyProfileId, brokerDealers.lendingAgentProfileId), eq(connections.customerProfileId, actor.profileId)))
    .innerJoin(profiles, eq(profiles.id, brokerDealers.companyProfileId));
  const chosen = input.brokerDealerIds ? input.brokerDealerIds.map((id) => available.find((a) => a.bd.id === id) ?? fail('NOT_FOUND')) : available;
  const docIds = [...new Set(input.docIds)];
  const docs = await ctx.db.select({ id: documents.id, docType: documents.docType }).from(documents).where(and(inArray(documents.id, docIds), inArray(documents.ownerProfileId, ownerIds)));
  if (docs.length !== docIds.length) return fail('NOT_FOUND');
  const targets = chosen.filter((c) => !ownerIds.includes(c.company.id) && c.company.id !== actor.profileId);
  await ctx.db.transaction(async (tx) => {
    for (const { bd, company } of targets) {
      const rules = await permissionsOf(tx, bd.id);
      const list = docs.map((d) => ({ docId: d.id, downloadable: rules.find((r) => r.docType === d.docType)?.downloadable ?? true }));
      await grantUnderRule(tx, actor, request, bd, company, actor.profileId, ownerIds, list);
    }
  });
  return { recipients: new Set(targets.map((t) => t.company.id)).size };
}
