import {
  codeSentSchema,
  customerRegisterResponseSchema,
  disableTermsSchema,
  registerConfigSchema,
  registerValidatedSchema,
  registrationStartedSchema,
  requestedUserTypeResponseSchema,
  sessionSchema,
  type CustomerRegisterRequest,
} from '@vault/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';
import type { FieldErrorTarget } from '../../../lib/api/fieldErrors';
import { sendWithEncryptedPassword } from '../../../lib/session/publicKey';

/* Calls of the sign-up flow (spec §7 /register/*). Until /register/accept there is no session. */

const preSession = { method: 'POST', isLoginCall: true } as const;

export function useRegisterConfig() {
  return useQuery({
    queryKey: ['register', 'admin-config'],
    queryFn: () => request('/register/get-admin-config', registerConfigSchema, { ...preSession, body: {} }),
    staleTime: Infinity,
  });
}

export function useTermsDisabled() {
  return useQuery({
    queryKey: ['register', 'disable-tc'],
    queryFn: () => request('/register/get-disable-TC', disableTermsSchema, { ...preSession, body: {} }),
    staleTime: Infinity,
  });
}

export interface AccountValues {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  invitationCode?: string;
}

/** POST /register/account: creates the pending registration and e-mails a code. */
export function createAccount(values: AccountValues, form?: FieldErrorTarget) {
  return sendWithEncryptedPassword(values.password, (encrypted, quiet) =>
    request('/register/account', registrationStartedSchema, {
      ...preSession,
      body: {
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        invitationCode: values.invitationCode?.trim() || undefined,
        ...encrypted,
      },
      quiet,
      form,
    }),
  );
}

export function resendRegistrationCode(registrationId: string) {
  return request('/register/resend-validate-code', codeSentSchema, { ...preSession, body: { registrationId } });
}

export function validateRegistrationCode(registrationId: string, code: string, form?: FieldErrorTarget) {
  return request('/register/validate', registerValidatedSchema, { ...preSession, body: { registrationId, code }, form });
}

/** POST /register/accept: accepting the terms creates the account and answers a session. */
export function acceptTerms(registrationId: string) {
  return request('/register/accept', sessionSchema, { ...preSession, body: { registrationId, acceptTerms: true } });
}

/** POST /register/requested-user-type (signed in): the register types this user may pick. */
export function fetchRequestedUserType(invitationCode: string | undefined) {
  return request('/register/requested-user-type', requestedUserTypeResponseSchema, {
    method: 'POST',
    body: invitationCode ? { invitationCode } : {},
  });
}

/** POST /register/customer-register (signed in): the company profile step. */
export function registerCompany(values: CustomerRegisterRequest, form?: FieldErrorTarget) {
  return request('/register/customer-register', customerRegisterResponseSchema, {
    method: 'POST',
    body: { ...values, legalName: values.legalName.trim(), tradingName: values.tradingName.trim() },
    form,
  });
}
