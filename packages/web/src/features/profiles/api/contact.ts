import { contactCodeSentSchema, emailChangedSchema, phoneVerifiedSchema } from '@vault/contract';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';
import { userInfoQueryKey } from '../../../lib/session/userInfo';
import { personalInfoQueryKey } from './details';

/** POST /customer-user/send-phone-code: a code by text message to the phone. */
export const sendPhoneCode = (phone: string) =>
  request('/customer-user/send-phone-code', contactCodeSentSchema, { method: 'POST', body: { phone } });

/** POST /customer-user/validate-phone-code. */
export const validatePhoneCode = (flowId: string, code: string) =>
  request('/customer-user/validate-phone-code', phoneVerifiedSchema, { method: 'POST', body: { flowId, code } });

/** POST /customer-user/send-code-for-change-email: a code to the new address. */
export const sendChangeEmailCode = (newEmail: string) =>
  request('/customer-user/send-code-for-change-email', contactCodeSentSchema, { method: 'POST', body: { newEmail } });

/** POST /customer-user/change-email. */
export const changeEmail = (flowId: string, code: string) =>
  request('/customer-user/change-email', emailChangedSchema, { method: 'POST', body: { flowId, code } });

/** After a change the person's details and the session's user info are read again. */
export function useContactChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: personalInfoQueryKey });
    void client.invalidateQueries({ queryKey: userInfoQueryKey });
  };
}
