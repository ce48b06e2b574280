import { ERRORS } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { decideErrorAction, type FailureFacts } from './errorPolicy';

const base: FailureFacts = { status: 400, errorCode: null, isLoginCall: false, quiet: false, fieldErrorsOnForm: false };
const decide = (facts: Partial<FailureFacts>) => decideErrorAction({ ...base, ...facts }).kind;

describe('decideErrorAction', () => {
  it('treats 401 as an ended session, whatever the code', () => {
    expect(decide({ status: 401, errorCode: ERRORS.UNAUTHENTICATED.code })).toBe('sessionExpired');
    expect(decide({ status: 401, errorCode: null, quiet: true })).toBe('sessionExpired');
  });

  it('explains and logs out a person removed as administrator or representative (70000021, 70000013)', () => {
    expect(decide({ status: 401, errorCode: ERRORS.ADMIN_REMOVED.code })).toBe('removedFromCompany');
    expect(decide({ status: 401, errorCode: ERRORS.AUTHORISED_REP_REMOVED.code, quiet: true })).toBe('removedFromCompany');
    expect(decide({ status: 401, errorCode: ERRORS.ADMIN_REMOVED.code, isLoginCall: true })).toBe('toast');
  });

  it('shows the blocking password dialogs for 00000230 and 00000231', () => {
    expect(decideErrorAction({ ...base, status: 403, errorCode: '00000230' })).toEqual({ kind: 'passwordDialog', reason: 'weak' });
    expect(decideErrorAction({ ...base, status: 403, errorCode: '00000231' })).toEqual({ kind: 'passwordDialog', reason: 'expired' });
  });

  it('logs out and reloads on any other 403', () => {
    expect(decide({ status: 403, errorCode: ERRORS.FORBIDDEN.code })).toBe('logoutAndReload');
    expect(decide({ status: 403, errorCode: ERRORS.AUTHORISED_REP_REMOVED.code })).toBe('logoutAndReload');
    expect(decide({ status: 403, errorCode: null })).toBe('logoutAndReload');
  });

  it('never shows session or password dialogs for the login call', () => {
    expect(decide({ isLoginCall: true, status: 401, errorCode: ERRORS.SSO_FAILED.code })).toBe('toast');
    expect(decide({ isLoginCall: true, status: 403, errorCode: '00000230' })).toBe('toast');
    expect(decide({ isLoginCall: true, status: 403, errorCode: '00000231' })).toBe('toast');
    expect(decide({ isLoginCall: true, status: 403, errorCode: ERRORS.NO_PROFILE.code })).toBe('toast');
  });

  it('shows the Email is incorrect dialog for 70000115', () => {
    expect(decide({ status: 409, errorCode: '70000115' })).toBe('emailIncorrect');
    expect(decide({ status: 409, errorCode: '70000115', isLoginCall: true })).toBe('emailIncorrect');
  });

  it('stays silent for codes the caller handles', () => {
    expect(decide({ errorCode: ERRORS.KEY_EXPIRED.code, quiet: [ERRORS.KEY_EXPIRED.code] })).toBe('none');
    expect(decide({ errorCode: ERRORS.LOGIN_FAILED.code, quiet: [ERRORS.KEY_EXPIRED.code] })).toBe('toast');
    expect(decide({ errorCode: ERRORS.LOGIN_FAILED.code, quiet: true })).toBe('none');
  });

  it('stays silent for the contract silent codes outside the status rules', () => {
    expect(decide({ status: 400, errorCode: ERRORS.UNAUTHENTICATED.code })).toBe('none');
  });

  it('puts field errors on the form instead of toasting', () => {
    expect(decide({ errorCode: ERRORS.VALIDATION.code, fieldErrorsOnForm: true })).toBe('fieldErrors');
    expect(decide({ errorCode: ERRORS.VALIDATION.code, fieldErrorsOnForm: false })).toBe('toast');
  });

  it('toasts every other failure, including network failures', () => {
    expect(decide({ status: 409, errorCode: ERRORS.COMPANY_EXISTS.code })).toBe('toast');
    expect(decide({ status: 500, errorCode: ERRORS.INTERNAL.code })).toBe('toast');
    expect(decide({ status: 0, errorCode: null })).toBe('toast');
  });
});
