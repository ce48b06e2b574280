import type { Language } from '@vault/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../plugins/auth.js';
import { auditEvents } from '../audit/audit.table.js';
import { visibleOwners } from '../documents/documents.policy.js';
import { documents } from '../documents/documents.table.js';
import { loadCatalogue, nameIn } from '../documents/documents.types.js';
import { displayName } from '../invitations/invitations.repository.js';
import { memberships, profiles } from '../profiles/profiles.table.js';

/** Audit actions the Activity Log shows, and the kind each one is (docs/sharing.md). */
const KIND_OF = {
  'document.viewed': 'VIEWED',
  'document.downloaded': 'DOWNLOADED',
  'document.uploaded': 'UPLOADED',
  'document.deleted': 'DELETED',
  'document.version-deleted': 'DELETED',
  'document.shared': 'SHARED',
  'document.revoked': 'REVOKED',
  'request.created': 'REQUESTED',
  'request.agreed': 'ANSWERED',
  'request.declined': 'ANSWERED',
} as const;
const SHOWN = Object.keys(KIND_OF);

const OUTCOME: Record<'agreed' | 'declined', Record<Language, string>> = {
  agreed: { en: 'agreed', zh: '已同意', tw: '已同意' },
  declined: { en: 'declined', zh: '已拒绝', tw: '已拒絕' },
};

/** The events on the documents of the acting profile (and its representatives'), optionally of one document or company. */
async function scope(ctx: AppContext, actor: Actor, q: { docId?: string | null | undefined; companyId?: string | null | undefined }) {
  const ownerIds = (await visibleOwners(ctx.db, actor)).map((o) => o.profileId);
  return and(inArray(auditEvents.subjectProfileId, ownerIds), inArray(auditEvents.action, SHOWN), q.docId ? eq(auditEvents.targetId, q.docId) : undefined, q.companyId ? eq(auditEvents.profileId, q.companyId) : undefined);
}

/** The names of the people behind some accounts (their own individual profile). */
async function peopleNames(ctx: AppContext, accountIds: string[]): Promise<Map<string, string>> {
  if (!accountIds.length) return new Map();
  const rows = await ctx.db
    .select({ accountId: memberships.accountId, p: profiles })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.profileId))
    .where(and(inArray(memberships.accountId, accountIds), eq(memberships.role, 'OWNER'), eq(profiles.type, 'INDIVIDUAL')));
  return new Map(rows.map((r) => [r.accountId, displayName(r.p)]));
}

/** POST /activity/list: the Activity Log of the acting profile, newest first, paged on the server. */
export async function listActivity(ctx: AppContext, actor: Actor, q: { pageIndex: number; pageSize: number; docId?: string | null | undefined; companyId?: string | null | undefined }, language: Language) {
  const where = await scope(ctx, actor, q);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ e: auditEvents, company: profiles, docType: documents.docType })
      .from(auditEvents)
      .leftJoin(profiles, eq(profiles.id, auditEvents.profileId))
      .leftJoin(documents, and(eq(auditEvents.targetType, 'document'), sql`${documents.id}::text = ${auditEvents.targetId}`))
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  const [catalogue, people] = await Promise.all([loadCatalogue(ctx.db), peopleNames(ctx, [...new Set(rows.map((r) => r.e.accountId).filter((id): id is string => Boolean(id)))])]);
  const typeName = (code: unknown) => (typeof code === 'string' ? (catalogue.byCode.get(code) ? nameIn(catalogue.byCode.get(code)!.names, language) : code) : null);
  const list = rows.map(({ e, company, docType }) => {
    const d = e.details ?? {};
    const isDocument = e.targetType === 'document';
    const detail = e.action === 'request.created' ? ((d.docTypes as string[] | undefined) ?? []).map(typeName).join(', ') : e.action.startsWith('request.') ? `${String(d.requester ?? '')} (${OUTCOME[e.action === 'request.agreed' ? 'agreed' : 'declined'][language]})` : typeof d.recipient === 'string' ? d.recipient : null;
    return {
      id: String(e.id),
      at: e.at.toISOString(),
      kind: KIND_OF[e.action as keyof typeof KIND_OF],
      docId: isDocument ? e.targetId : null,
      docTypeName: isDocument ? typeName(docType ?? d.docType) : null,
      version: typeof d.version === 'number' ? d.version : null,
      actorName: (e.accountId && people.get(e.accountId)) || '',
      companyId: company?.id ?? null,
      companyName: company ? displayName(company) : null,
      detail: detail || null,
    };
  });
  const n = total?.n ?? 0;
  return { list, pageIndex: q.pageIndex, pageSize: q.pageSize, totalRecord: n, totalPages: Math.ceil(n / q.pageSize) };
}

/** GET /activity/companies: the profiles that appear in the acting profile's Activity Log (its filter). */
export async function listActivityCompanies(ctx: AppContext, actor: Actor) {
  const where = await scope(ctx, actor, {});
  const rows = await ctx.db.selectDistinct({ p: profiles }).from(auditEvents).innerJoin(profiles, eq(profiles.id, auditEvents.profileId)).where(where);
  return rows.map(({ p }) => ({ companyId: p.id, name: displayName(p) })).sort((a, b) => a.name.localeCompare(b.name));
}
