import {
  organisationActivityCustomersSchema,
  organisationActivityPageSchema,
  organisationActivityUsersSchema,
} from '@vault/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';
import { organisationActivityBody, type OrganisationActivityFilter } from './organisationActivityRules';

/** The paid organisation's log reloads with every visit: what staff did a moment ago must show. */
const ORGANISATION_KEY = ['activity', 'organisation'] as const;

/** POST /activity/organisation-list (client-manager token): the organisation's events, filtered and paged by the server. */
export function useOrganisationActivity(filter: OrganisationActivityFilter, pageIndex: number) {
  const body = organisationActivityBody(filter, pageIndex);
  return useQuery({
    queryKey: [...ORGANISATION_KEY, 'list', body],
    queryFn: ({ signal }) => request('/activity/organisation-list', organisationActivityPageSchema, { method: 'POST', body, auth: 'clientManager', signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /activity/organisation-users: the user filter's people (staff, and anyone the log names). */
export function useOrganisationActivityUsers() {
  return useQuery({
    queryKey: [...ORGANISATION_KEY, 'users'],
    queryFn: ({ signal }) => request('/activity/organisation-users', organisationActivityUsersSchema, { auth: 'clientManager', signal }),
  });
}

/** GET /activity/organisation-customers: the customer filter's choices matching what was typed (50 at most). */
export function useOrganisationActivityCustomers(searchParam: string) {
  return useQuery({
    queryKey: [...ORGANISATION_KEY, 'customers', searchParam],
    queryFn: ({ signal }) =>
      request('/activity/organisation-customers', organisationActivityCustomersSchema, { auth: 'clientManager', query: searchParam ? { searchParam } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}
