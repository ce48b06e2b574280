import { and, asc, count, eq, ilike, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { documents } from '../documents/documents.table.js';
import { connections, profiles } from '../profiles/profiles.table.js';
import { documentGrants } from '../sharing/sharing.table.js';
import { brokerDealerCases, brokerDealerPermissions, brokerDealers } from './broker-dealers.table.js';

/** Broker-dealer queries. Every function reading an agent's broker-dealers takes the agent id into its where clause. */

const like = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;
const companyName = sql<string>`coalesce(${profiles.tradingName}, ${profiles.legalName}, '')`;

/** Whether anyone can sign in for the broker-dealer's company (a membership of any role): its status Connected. */
const companyConnected = sql<boolean>`exists (select 1 from memberships m where m.profile_id = ${brokerDealers.companyProfileId})`;

export async function findBrokerDealer(db: DbOrTx, agentId: string, brokerDealerId: string) {
  const [row] = await db
    .select({ bd: brokerDealers, company: profiles, connected: companyConnected })
    .from(brokerDealers)
    .innerJoin(profiles, eq(profiles.id, brokerDealers.companyProfileId))
    .where(and(eq(brokerDealers.id, brokerDealerId), eq(brokerDealers.lendingAgentProfileId, agentId)));
  return row;
}

/** A page of an agent's broker-dealers, oldest first, with an optional name search. */
export async function pageBrokerDealers(db: DbOrTx, agentId: string, search: string | null | undefined, page: number, size: number) {
  const where = and(eq(brokerDealers.lendingAgentProfileId, agentId), search ? or(ilike(profiles.tradingName, like(search)), ilike(profiles.legalName, like(search))) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ bd: brokerDealers, company: profiles, connected: companyConnected })
      .from(brokerDealers)
      .innerJoin(profiles, eq(profiles.id, brokerDealers.companyProfileId))
      .where(where)
      .orderBy(asc(brokerDealers.createdAt), asc(brokerDealers.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(brokerDealers).innerJoin(profiles, eq(profiles.id, brokerDealers.companyProfileId)).where(where),
  ]);
  return { rows, total: total!.n };
}

/** Companies an agent may add: corporates and lending agents, not itself, not added yet, by name. */
export async function candidateCompanies(db: DbOrTx, agentId: string, search: string, limit = 20) {
  const added = db.select({ one: sql`1` }).from(brokerDealers).where(and(eq(brokerDealers.lendingAgentProfileId, agentId), eq(brokerDealers.companyProfileId, profiles.id)));
  return db
    .select({ id: profiles.id, name: companyName, email: profiles.email })
    .from(profiles)
    .where(
      and(
        inArray(profiles.type, ['CORPORATE', 'LENDING_AGENT']),
        sql`${profiles.id} <> ${agentId}`,
        notExists(added),
        search ? or(ilike(profiles.tradingName, like(search)), ilike(profiles.legalName, like(search))) : undefined,
      ),
    )
    .orderBy(asc(companyName), asc(profiles.id))
    .limit(limit);
}

export async function permissionsOf(db: DbOrTx, brokerDealerId: string) {
  return db.select().from(brokerDealerPermissions).where(eq(brokerDealerPermissions.brokerDealerId, brokerDealerId));
}

/** The auto-share rules an upload of a type by these customers falls under: broker-dealers of agents they are connected to. */
export async function autoShareRulesFor(db: DbOrTx, customerIds: string[], docType: string) {
  return db
    .select({ bd: brokerDealers, downloadable: brokerDealerPermissions.downloadable, customerProfileId: connections.customerProfileId, company: profiles })
    .from(brokerDealerPermissions)
    .innerJoin(brokerDealers, eq(brokerDealers.id, brokerDealerPermissions.brokerDealerId))
    .innerJoin(connections, eq(connections.companyProfileId, brokerDealers.lendingAgentProfileId))
    .innerJoin(profiles, eq(profiles.id, brokerDealers.companyProfileId))
    .where(and(eq(brokerDealerPermissions.docType, docType), eq(brokerDealerPermissions.autoShare, true), inArray(connections.customerProfileId, customerIds)));
}

/**
 * Documents of the agent's connected customers of some types whose current version the broker-dealer company
 * does not hold a live grant on yet (what "Apply to Outstanding Requests: Yes" grants).
 */
export async function outstandingDocuments(db: DbOrTx, agentId: string, companyId: string, docTypes: string[]) {
  if (!docTypes.length) return [];
  const granted = db
    .select({ one: sql`1` })
    .from(documentGrants)
    .where(and(eq(documentGrants.documentId, documents.id), eq(documentGrants.version, documents.currentVersion), eq(documentGrants.recipientProfileId, companyId), isNull(documentGrants.endedAt)));
  return db
    .select({ docId: documents.id, docType: documents.docType, ownerProfileId: documents.ownerProfileId })
    .from(documents)
    .innerJoin(connections, and(eq(connections.customerProfileId, documents.ownerProfileId), eq(connections.companyProfileId, agentId)))
    .where(and(inArray(documents.docType, docTypes), sql`${documents.ownerProfileId} <> ${companyId}`, notExists(granted)));
}

/** The grants a broker-dealer rule made (its cases), live, on documents of some types (or, with `exceptTypes`, of every other type). */
export function ruleGrantsWhere(brokerDealerId: string, types: string[], exceptTypes: boolean) {
  const cases = sql`${documentGrants.caseId} in (select ${brokerDealerCases.caseId} from ${brokerDealerCases} where ${brokerDealerCases.brokerDealerId} = ${brokerDealerId})`;
  const typeList = types.length ? sql.join(types.map((t) => sql`${t}`), sql`, `) : null;
  const byType = typeList
    ? sql`${documentGrants.documentId} in (select ${documents.id} from ${documents} where ${documents.docType} ${exceptTypes ? sql`not in` : sql`in`} (${typeList}))`
    : exceptTypes
      ? sql`true`
      : sql`false`;
  return and(cases, byType, isNull(documentGrants.endedAt));
}
