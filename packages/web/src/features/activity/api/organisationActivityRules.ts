import type { OrganisationActivityKind, OrganisationActivityRequest } from '@vault/contract';

/** The paid organisation's log pages by 20, as the customer's does. */
export const ORGANISATION_PAGE_SIZE = 20;

export interface OrganisationActivityFilter {
  accountId: string | null;
  kinds: OrganisationActivityKind[];
  customerProfileId: string | null;
  /** Days as YYYY-MM-DD (UTC), inclusive. */
  from: string | null;
  to: string | null;
}

export const NO_ORGANISATION_FILTER: OrganisationActivityFilter = { accountId: null, kinds: [], customerProfileId: null, from: null, to: null };

/** The body of POST /activity/organisation-list: only the filters that are set go out. */
export function organisationActivityBody(filter: OrganisationActivityFilter, pageIndex: number): OrganisationActivityRequest {
  return {
    pageIndex,
    pageSize: ORGANISATION_PAGE_SIZE,
    ...(filter.accountId ? { accountId: filter.accountId } : {}),
    ...(filter.kinds.length ? { kinds: filter.kinds } : {}),
    ...(filter.customerProfileId ? { customerProfileId: filter.customerProfileId } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
}

/** Whether any filter is set (the empty text then says nothing matched, not that nothing happened). */
export const isFiltered = (filter: OrganisationActivityFilter): boolean =>
  Boolean(filter.accountId || filter.kinds.length || filter.customerProfileId || filter.from || filter.to);

/** Dot colour per kind: removals stand out, reads stay quiet, staff changes share one hue per family. */
export const ORGANISATION_KIND_COLOURS: Record<OrganisationActivityKind, string> = {
  VIEWED: 'gray',
  DOWNLOADED: 'blue',
  UPLOADED: 'green',
  DELETED: 'red',
  SHARED: 'purple',
  DISTRIBUTED: 'geekblue',
  REVOKED: 'volcano',
  REQUESTED: 'gold',
  ANSWERED: 'cyan',
  BROKER_DEALER_ADDED: 'lime',
  PERMISSIONS_CHANGED: 'orange',
  USER_INVITED: 'magenta',
  INVITATION_CANCELLED: 'volcano',
  USER_JOINED: 'green',
  USER_UPDATED: 'blue',
  USER_DELETED: 'red',
  MESSAGE_SENT: 'cyan',
};
