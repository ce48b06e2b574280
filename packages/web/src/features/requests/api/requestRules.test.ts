import { REQUEST_DISPLAY_STATUSES, type AccessRequestDetail } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { canAgree, chosenDocIds, initialChoice, isAnswered, requestToPopUp, STATUS_COLOURS, toggleChoice } from './requestRules';

type Candidate = AccessRequestDetail['types'][number]['candidates'][number];
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const candidate = (n: number, status: Candidate['status'], selected = false): Candidate => ({
  docId: id(n),
  version: 1,
  ownerName: 'Alice',
  profileId: id(99),
  isAuthorizedReps: '0',
  status,
  dateOfExpiry: null,
  selected,
});
const type = (candidates: Candidate[], status: AccessRequestDetail['status'] = 'PENDING') => ({ docType: 'PP', docTypeName: 'Passport', status, candidates });
const detail = (types: ReturnType<typeof type>[], answeredAt: string | null = null, status: AccessRequestDetail['status'] = 'PENDING') => ({ types, answeredAt, status });

describe('choosing documents', () => {
  it('starts from the saved choice without expired documents', () => {
    const d = detail([type([candidate(1, 'VALID', true), candidate(2, 'EXPIRED', true), candidate(3, 'VALID')])]);
    expect([...initialChoice(d)]).toEqual([id(1)]);
  });

  it('toggles without changing the previous set', () => {
    const before = new Set([id(1)]);
    const after = toggleChoice(before, id(2));
    expect([...after].sort()).toEqual([id(1), id(2)]);
    expect([...toggleChoice(after, id(1))]).toEqual([id(2)]);
    expect([...before]).toEqual([id(1)]);
  });

  it('sends only offered, valid documents and needs one to agree', () => {
    const d = detail([type([candidate(1, 'VALID'), candidate(2, 'EXPIRED')])]);
    expect(chosenDocIds(d, new Set([id(1), id(2), id(7)]))).toEqual([id(1)]);
    expect(canAgree(d, new Set([id(2)]))).toBe(false);
    expect(canAgree(d, new Set([id(1)]))).toBe(true);
  });

  it('cannot agree to an answered request', () => {
    const agreed = detail([type([candidate(1, 'VALID')])], '2026-01-01T00:00:00.000Z', 'COMPLETED');
    expect(isAnswered(agreed)).toBe(true);
    expect(isAnswered(detail([], null, 'NO_ACCESS'))).toBe(true);
    expect(isAnswered(detail([], null, 'READY_TO_SHARE'))).toBe(false);
    expect(canAgree(agreed, new Set([id(1)]))).toBe(false);
  });
});

describe('arrival pop-up', () => {
  const pending = [
    { id: 'a', status: 'PENDING' },
    { id: 'b', status: 'PENDING' },
  ];
  it('shows the first pending request not shown yet', () => {
    expect(requestToPopUp(pending, new Set(), true)).toBe('a');
    expect(requestToPopUp(pending, new Set(['a']), true)).toBe('b');
    expect(requestToPopUp(pending, new Set(['a', 'b']), true)).toBeNull();
  });

  it("shows nothing when the customer ticked Don't show again, or before the preference is known", () => {
    expect(requestToPopUp(pending, new Set(), false)).toBeNull();
    expect(requestToPopUp(pending, new Set(), undefined)).toBeNull();
  });

  it('skips requests no longer pending', () => {
    expect(requestToPopUp([{ id: 'c', status: 'CANCELLED' }, ...pending], new Set(), true)).toBe('a');
  });
});

describe('status tags', () => {
  it('gives every display status of the spec its own colour', () => {
    expect(Object.keys(STATUS_COLOURS).sort()).toEqual([...REQUEST_DISPLAY_STATUSES].sort());
    expect(new Set(Object.values(STATUS_COLOURS)).size).toBe(REQUEST_DISPLAY_STATUSES.length);
  });
});
