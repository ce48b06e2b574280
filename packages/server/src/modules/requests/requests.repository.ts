import { APPROVAL_ACTION_TYPES, type ClientManagerRequests, type TaskCountBucket } from '@vault/contract';
import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { actions } from '../actions/actions.table.js';
import { accounts, profiles } from '../profiles/profiles.table.js';

/** Filters of the requests page, validated (the contract's defaults applied). */
export type RequestFilter = Omit<ClientManagerRequests, 'pageIndex' | 'pageSize' | 'status'> & { status: 0 | 1 };

const like = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

/** A customer's outstanding items with the organisation: the customers whose count is 5 or more. */
const busyCustomers = (orgId: string) =>
  sql`(select ${actions.customerProfileId} from ${actions} where ${actions.organisationProfileId} = ${orgId} and ${actions.status} = 'PENDING' and ${actions.customerProfileId} is not null group by ${actions.customerProfileId} having count(*) >= 5)`;

function taskCountCondition(orgId: string, bucket: TaskCountBucket | undefined): SQL | undefined {
  if (!bucket) return undefined;
  return bucket === '5+' ? sql`${actions.customerProfileId} in ${busyCustomers(orgId)}` : sql`${actions.customerProfileId} not in ${busyCustomers(orgId)}`;
}

/** Where a row of the organisation's list sits: active (sent, waiting), pending approval (addressed to it), completed. */
function stateCondition(orgId: string, f: RequestFilter): SQL | undefined {
  if (f.pendingApproval) return and(eq(actions.status, 'PENDING'), eq(actions.profileId, orgId), inArray(actions.type, [...APPROVAL_ACTION_TYPES]));
  return f.status === 1 ? ne(actions.status, 'PENDING') : and(eq(actions.status, 'PENDING'), ne(actions.profileId, orgId));
}

function whereOf(orgId: string, f: RequestFilter): SQL {
  const search = f.search?.trim();
  return and(
    eq(actions.organisationProfileId, orgId),
    stateCondition(orgId, f),
    typeof f.requestType === 'number' ? eq(actions.type, f.requestType) : undefined,
    f.priority ? eq(actions.priority, f.priority) : undefined,
    taskCountCondition(orgId, f.taskCount),
    search
      ? or(
          sql`concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}) ilike ${like(search)}`,
          sql`${profiles.tradingName} ilike ${like(search)}`,
          sql`${profiles.legalName} ilike ${like(search)}`,
          sql`${profiles.fundName} ilike ${like(search)}`,
        )
      : undefined,
  )!;
}

/** One page of the organisation's requests, newest first, with the customer and the assignee. */
export async function pageRequests(db: DbOrTx, orgId: string, f: RequestFilter, pageIndex: number, pageSize: number) {
  const where = whereOf(orgId, f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ action: actions, customer: profiles, assigneeEmail: accounts.email })
      .from(actions)
      .leftJoin(profiles, eq(profiles.id, actions.customerProfileId))
      .leftJoin(accounts, eq(accounts.id, actions.assigneeAccountId))
      .where(where)
      .orderBy(desc(actions.requestDate), desc(actions.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    f.search ? db.select({ n: count() }).from(actions).leftJoin(profiles, eq(profiles.id, actions.customerProfileId)).where(where) : db.select({ n: count() }).from(actions).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Outstanding items per customer of the organisation, for the customers given. */
export async function outstandingByCustomer(db: DbOrTx, orgId: string, customerIds: string[]): Promise<Map<string, number>> {
  if (!customerIds.length) return new Map();
  const rows = await db
    .select({ customer: actions.customerProfileId, n: count() })
    .from(actions)
    .where(and(eq(actions.organisationProfileId, orgId), eq(actions.status, 'PENDING'), inArray(actions.customerProfileId, customerIds)))
    .groupBy(actions.customerProfileId);
  return new Map(rows.map((r) => [r.customer!, Number(r.n)]));
}

/** Rows per type and state of the organisation's list: an index-only walk of actions_org_counts_idx. */
export async function countRequests(db: DbOrTx, orgId: string, requestType?: number) {
  const pending = sql<boolean>`${actions.status} = 'PENDING'`;
  const incoming = sql<boolean>`${actions.profileId} = ${orgId}`;
  return db
    .select({ type: actions.type, pending, incoming, n: count() })
    .from(actions)
    .where(and(eq(actions.organisationProfileId, orgId), requestType === undefined ? undefined : eq(actions.type, requestType)))
    .groupBy(sql`1, 2, 3`);
}

/** One row of the organisation's list, or undefined. */
export async function findOrganisationAction(db: DbOrTx, orgId: string, id: string) {
  const [row] = await db
    .select({ action: actions, customer: profiles, assigneeEmail: accounts.email })
    .from(actions)
    .leftJoin(profiles, eq(profiles.id, actions.customerProfileId))
    .leftJoin(accounts, eq(accounts.id, actions.assigneeAccountId))
    .where(and(eq(actions.id, id), eq(actions.organisationProfileId, orgId)));
  return row;
}
export type OrganisationActionRow = NonNullable<Awaited<ReturnType<typeof findOrganisationAction>>>;
