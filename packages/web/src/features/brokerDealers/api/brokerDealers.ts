import {
  addBrokerDealersResultSchema,
  autoSharedActionResultSchema,
  brokerDealerCandidateSchema,
  brokerDealerConfigurationSchema,
  brokerDealerListSchema,
  savePermissionsResultSchema,
  type PermissionDetail,
} from '@vault/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request, type RequestOptions } from '../../../lib/api/client';
import type { ResponseSchema } from '../../../lib/api/schema';

/** Every /broker-dealer call carries the client-manager token (spec paid §6; the CSRF token alone gets 403). */
function paid<T>(path: string, schema: ResponseSchema<T>, options: Omit<RequestOptions, 'auth'> = {}): Promise<T> {
  return request(path, schema, { ...options, auth: 'clientManager' });
}

export const BROKER_KEYS = {
  root: ['broker-dealer'] as const,
  list: ['broker-dealer', 'list'] as const,
  configuration: (brokerDealerId: string) => ['broker-dealer', 'configuration', brokerDealerId] as const,
};

/** POST /broker-dealer/list: the organisation's broker-dealers. */
export function useBrokerDealers() {
  return useQuery({
    queryKey: BROKER_KEYS.list,
    queryFn: ({ signal }) => paid('/broker-dealer/list', brokerDealerListSchema, { method: 'POST', body: { pageIndex: 1, pageSize: 100 }, signal }),
  });
}

/** GET /broker-dealer/company-list: companies that may be added (already added ones are left out). */
export const searchCompanies = (searchParam: string) => paid('/broker-dealer/company-list', z.array(brokerDealerCandidateSchema), { query: { searchParam } });

/** POST /broker-dealer: adds the chosen companies. */
export const addBrokerDealers = (companyIds: string[]) => paid('/broker-dealer', addBrokerDealersResultSchema, { method: 'POST', body: { companyIds } });

/** GET /broker-dealer/broker-dealer-configuration: the permission rows of one broker-dealer. */
export function useConfiguration(brokerDealerId: string | null) {
  return useQuery({
    queryKey: BROKER_KEYS.configuration(brokerDealerId ?? ''),
    queryFn: ({ signal }) => paid('/broker-dealer/broker-dealer-configuration', brokerDealerConfigurationSchema, { query: { brokerDealerId: brokerDealerId! }, signal }),
    enabled: brokerDealerId !== null,
  });
}

/** POST /broker-dealer/broker-dealer-configuration: data is non-null when the Apply to Outstanding Requests question applies. */
export const savePermissions = (brokerDealerId: string, detailList: PermissionDetail[]) =>
  paid('/broker-dealer/broker-dealer-configuration', savePermissionsResultSchema, { method: 'POST', body: { brokerDealerId, detailList } });

/** POST /broker-dealer/handle-auto-shared-action: the Yes/No answer. */
export const handleAutoShared = (body: { brokerDealerId: string; businessCompanyId: string; applySetting: 'Yes' | 'No' }) =>
  paid('/broker-dealer/handle-auto-shared-action', autoSharedActionResultSchema, { method: 'POST', body });
