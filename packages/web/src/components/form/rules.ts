import type { FormRule } from 'antd';
import i18n from '../../lib/i18n/i18n';
import {
  MESSAGE_VALUES,
  checkCode,
  checkEmail,
  checkName,
  checkNewPassword,
  checkOptionalEmail,
  checkOptionalPhone,
  checkPasswordConfirmation,
  checkPhone,
  checkTaxId,
  type ValidationKey,
} from './validators';

/*
 * antd rules around the pure validators. Messages are looked up when validation runs, so they
 * follow a language switch without re-creating the form.
 */
type Check = (value: string | undefined) => ValidationKey | null;


const message = (key: ValidationKey) => i18n.t(`validation:${key}`, MESSAGE_VALUES);

/** A light form's check (components/form/light) from a pure validator, with the same messages. */
export const lightCheck =
  (check: Check) =>
  (value: string): string | null => {
    const key = check(value);
    return key ? message(key) : null;
  };
/** Anything but empty or spaces, as requiredRules. */
export const lightRequired = lightCheck((value) => (value && value.trim() ? null : 'required'));

function ruleFrom(check: Check, required = true): FormRule {
  return {
    required,
    validator: async (_rule, value: string | undefined) => {
      const key = check(value);
      if (key) throw new Error(message(key));
    },
  };
}

export const emailRules = (): FormRule[] => [ruleFrom(checkEmail)];
export const codeRules = (): FormRule[] => [ruleFrom(checkCode)];
export const nameRules = (max?: number): FormRule[] => [ruleFrom((v) => checkName(v, max))];
/** Optional fields: checked only when filled in. */
export const optionalPhoneRules = (): FormRule[] => [ruleFrom(checkOptionalPhone, false)];
export const phoneRules = (): FormRule[] => [ruleFrom(checkPhone)];
export const taxIdRules = (): FormRule[] => [ruleFrom(checkTaxId, false)];
export const optionalEmailRules = (): FormRule[] => [ruleFrom(checkOptionalEmail, false)];
export const requiredRules = (): FormRule[] => [
  {
    required: true,
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) throw new Error(message('required'));
    },
  },
];

/** A new password: every broken part of the rule is listed. */
export const newPasswordRules = (): FormRule[] => [
  {
    required: true,
    validator: async (_rule, value: string | undefined) => {
      const keys = checkNewPassword(value);
      if (keys.length) throw new Error(keys.map(message).join(' '));
    },
  },
];

/** Confirmation of the field `passwordField`: 'Passwords do not match. Try again.' */
export const confirmPasswordRules = (passwordField: string): FormRule[] => [
  ({ getFieldValue }) => ({
    required: true,
    validator: async (_rule, value: string | undefined) => {
      const key = checkPasswordConfirmation(value, getFieldValue(passwordField) as string | undefined);
      if (key) throw new Error(message(key));
    },
  }),
];
