import { ACTION_TYPES } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { canRepair, isAwaitingApproval, requestDisplayStatus, requestState, typeReadiness } from './requests.rules.js';

const R = ACTION_TYPES.DOCUMENT_PERMISSION_REQUEST;

describe('request display status', () => {
  it('answers each status of the spec set', () => {
    expect(requestDisplayStatus({ type: R, status: 'COMPLETED', requestStatus: 'COMPLETED' })).toBe('COMPLETED');
    expect(requestDisplayStatus({ type: R, status: 'COMPLETED', requestStatus: 'NO_ACCESS' })).toBe('NO_ACCESS');
    expect(requestDisplayStatus({ type: R, status: 'CANCELLED' })).toBe('NO_ACCESS');
    expect(requestDisplayStatus({ type: 5, status: 'COMPLETED', decision: 'DECLINED' })).toBe('NO_ACCESS');
    expect(requestDisplayStatus({ type: R, status: 'PENDING', readiness: ['valid', 'valid'] })).toBe('READY_TO_SHARE');
    expect(requestDisplayStatus({ type: R, status: 'PENDING', readiness: ['valid', 'expired'] })).toBe('PLEASE_UPDATE');
    expect(requestDisplayStatus({ type: R, status: 'PENDING', readiness: ['valid', 'none'] })).toBe('PENDING');
    expect(requestDisplayStatus({ type: ACTION_TYPES.REMINDER_TO_UPDATE, status: 'PENDING' })).toBe('PLEASE_UPDATE');
    expect(requestDisplayStatus({ type: ACTION_TYPES.SIMPLE_NOTICE, status: 'PENDING' })).toBe('PENDING');
  });
  it('maps states and decisions', () => {
    expect(requestState('PENDING')).toBe(0);
    expect(requestState('CANCELLED')).toBe(1);
    expect(isAwaitingApproval({ type: 5, status: 'PENDING', incoming: true })).toBe(true);
    expect(isAwaitingApproval({ type: 8, status: 'PENDING', incoming: true })).toBe(false);
    expect(isAwaitingApproval({ type: 5, status: 'PENDING', incoming: false })).toBe(false);
    expect(canRepair({ status: 'PENDING', incoming: false })).toBe(true);
    expect(canRepair({ status: 'COMPLETED', incoming: false })).toBe(false);
    expect(typeReadiness(['EXPIRED', 'EXPIRING'])).toBe('valid');
    expect(typeReadiness(['EXPIRED'])).toBe('expired');
    expect(typeReadiness([])).toBe('none');
  });
});
