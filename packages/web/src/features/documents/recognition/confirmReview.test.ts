import { ocrJsonSchema, type RecognitionResult, type ScannedField } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { buildOcrJson, confirmedFields, confirmReview, reviewProfileId, type ConfirmSteps } from './confirmReview';

/** Steps that record what was called, in order; each answer is set per test. */
function recorder(answers: { check?: 'ok' | 'refused'; exists?: '0' | '1'; yes?: boolean; inAction?: boolean }) {
  const calls: string[] = [];
  const steps: ConfirmSteps = {
    checkAction: answers.inAction
      ? async () => {
          calls.push('checkAction');
          if (answers.check === 'refused') throw new Error('30000211');
        }
      : undefined,
    profileExists: async () => {
      calls.push('profileExists');
      return answers.exists ?? '0';
    },
    askUpdateProfile: async () => {
      calls.push('ask');
      return answers.yes ?? false;
    },
    save: async (updateProfile) => {
      calls.push(`save:${updateProfile}`);
    },
  };
  return { steps, calls };
}

describe('Confirm in the ID information dialog (spec §4 ID review)', () => {
  it('saves directly with updateProfile 0 when the person has no details the document would change', async () => {
    const { steps, calls } = recorder({ exists: '0' });
    expect(await confirmReview(steps)).toBe('0');
    expect(calls).toEqual(['profileExists', 'save:0']);
  });

  it('asks Update Profile Details when profile-exists answers 1: Yes saves with 1, No with 0', async () => {
    const yes = recorder({ exists: '1', yes: true });
    expect(await confirmReview(yes.steps)).toBe('1');
    expect(yes.calls).toEqual(['profileExists', 'ask', 'save:1']);
    const no = recorder({ exists: '1', yes: false });
    expect(await confirmReview(no.steps)).toBe('0');
    expect(no.calls).toEqual(['profileExists', 'ask', 'save:0']);
  });

  it('in an action context checks the document first and always asks', async () => {
    const { steps, calls } = recorder({ inAction: true, check: 'ok', yes: true });
    expect(await confirmReview(steps)).toBe('1');
    expect(calls).toEqual(['checkAction', 'ask', 'save:1']);
  });

  it('stops when the action check fails: nothing asked, nothing saved', async () => {
    const { steps, calls } = recorder({ inAction: true, check: 'refused', exists: '1' });
    await expect(confirmReview(steps)).rejects.toThrow('30000211');
    expect(calls).toEqual(['checkAction']);
  });

  it('stops when profile-exists fails', async () => {
    const { steps, calls } = recorder({});
    steps.profileExists = async () => {
      throw new Error('network');
    };
    await expect(confirmReview(steps)).rejects.toThrow('network');
    expect(calls).toEqual([]);
  });

  it('clears the profile id for an individual user and names the owner otherwise', () => {
    expect(reviewProfileId(0, 'p-1')).toBeNull();
    expect(reviewProfileId(1, 'p-1')).toBe('p-1');
  });
});

describe('ocrJson (spec §3 upload payload)', () => {
  const fields: ScannedField[] = [
    { code: 2, name: 'Document Number', value: '123456789', maxLength: 128, display: 2, grade: 'PASS' },
    { code: 5, name: 'Date of Birth', value: '01/01/1990', maxLength: 10, display: 2, grade: 'PASS' },
    { code: 8, name: 'Surname', value: 'WALKER', maxLength: 128, display: 2, grade: 'PASS' },
    { code: 9, name: 'Given Names', value: 'ALICE', maxLength: 128, display: 2, grade: 'WARNING' },
    { code: 51, name: 'MRZ Strings', value: '', maxLength: 128, display: 1, grade: 'ABSENT' },
  ];
  const scan: RecognitionResult = {
    scanId: 'a'.repeat(32),
    docType: 'PP',
    clearEnough: true,
    typeMatch: true,
    kind: 'passport',
    country: 'GBR',
    fields,
    entries: [
      { name: 'Given Names', value: 'ALICE' },
      { name: 'Surname', value: 'WALKER' },
    ],
    expiresAt: '2026-11-22T12:00:00.000Z',
  };

  it('carries the confirmed values, rebuilt entries, documentType and overallStatus High, and passes the contract', () => {
    // The user corrected the given names; a hidden field keeps what the scan gave even if a value was held for it.
    const values = new Map<number, string>([[2, '123456789'], [8, 'WALKER'], [9, 'ALICE MAY'], [51, 'typed']]);
    const json = buildOcrJson(scan, 'PP', null, fields, values);
    expect(json).toMatchObject({ scanId: scan.scanId, profileId: null, docType: 'PP', documentType: 'passport', overallStatus: 'High', country: 'GBR' });
    expect(json.entries).toEqual([
      { name: 'Given Names', value: 'ALICE MAY' },
      { name: 'Surname', value: 'WALKER' },
    ]);
    expect(json.fields.find((f) => f.code === 9)!.value).toBe('ALICE MAY');
    expect(json.fields.find((f) => f.code === 51)!.value).toBe('');
    expect(ocrJsonSchema.safeParse(json).success).toBe(true);
  });

  it('keeps each field’s code, grade and display flag', () => {
    const out = confirmedFields(fields, new Map());
    expect(out.map((f) => [f.code, f.grade, f.display, f.value])).toEqual([
      [2, 'PASS', 2, '123456789'],
      [5, 'PASS', 2, '01/01/1990'],
      [8, 'PASS', 2, 'WALKER'],
      [9, 'WARNING', 2, 'ALICE'],
      [51, 'ABSENT', 1, ''],
    ]);
  });
});
