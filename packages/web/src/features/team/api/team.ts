import {
  administratorsSchema,
  removeAdminCheckSchema,
  representativesSchema,
  type addRepresentativeSchema,
} from '@vault/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';
import type { FieldErrorTarget } from '../../../lib/api/fieldErrors';
import type { SchemaInput } from '../../../lib/api/schema';

export type AddRepresentativeInput = SchemaInput<typeof addRepresentativeSchema>;

export const representativesQueryKey = ['customer-user', 'all-representatives'] as const;
export const administratorsQueryKey = ['customer-user', 'extra-administrator'] as const;

/** GET /customer-user/all-representatives: the acting company's authorised representatives. */
export function useRepresentatives() {
  return useQuery({ queryKey: representativesQueryKey, queryFn: () => request('/customer-user/all-representatives', representativesSchema) });
}

/** POST /customer-user/authorised-representative: answers the updated list. */
export function useAddRepresentative(form?: FieldErrorTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRepresentativeInput) =>
      request('/customer-user/authorised-representative', representativesSchema, { method: 'POST', body, form }),
    onSuccess: (list) => client.setQueryData(representativesQueryKey, list),
  });
}

/** DELETE /customer-user/authorised-representative: answers the updated list. */
export function useRemoveRepresentative() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('/customer-user/authorised-representative', representativesSchema, { method: 'DELETE', body: { id } }),
    onSuccess: (list) => client.setQueryData(representativesQueryKey, list),
  });
}

/** GET /customer-user/extra-administrator: the acting company's administrators. */
export function useAdministrators() {
  return useQuery({ queryKey: administratorsQueryKey, queryFn: () => request('/customer-user/extra-administrator', administratorsSchema) });
}

/** POST /customer-user/extra-administrator: answers the updated list. */
export function useAddAdministrator(form?: FieldErrorTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => request('/customer-user/extra-administrator', administratorsSchema, { method: 'POST', body: { email }, form }),
    onSuccess: (list) => client.setQueryData(administratorsQueryKey, list),
  });
}

/** POST /customer-user/validate-remove-admin, then DELETE /customer-user/extra-administrator. */
export function checkRemoveAdministrator(email: string) {
  return request('/customer-user/validate-remove-admin', removeAdminCheckSchema, { method: 'POST', body: { email } });
}

export function useRemoveAdministrator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => request('/customer-user/extra-administrator', administratorsSchema, { method: 'DELETE', body: { email } }),
    onSuccess: (list) => client.setQueryData(administratorsQueryKey, list),
  });
}
