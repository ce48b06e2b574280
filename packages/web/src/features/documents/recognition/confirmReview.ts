import { confirmedGrade, type ConfirmedField, type OcrJson, type RecognitionResult, type ScannedField } from '@vault/contract';
import { entriesFromValues, type RecognitionType } from './reviewFields';

/**
 * What Confirm does (customer-area.md §4 ID review), as a sequence of steps the dialog supplies:
 * 1. with an actionId, the document is checked against the action first; a failure stops here;
 * 2. otherwise the profile-exists check; '1' asks 'Update Profile Details?' (in an action context
 *    the question is always asked);
 * 3. Yes saves with updateProfile '1', No (or no question) with '0'.
 * A step that throws stops the sequence; the error goes to the caller.
 */
export interface ConfirmSteps {
  /** POST /action/check-document-rule2; present only in an action context. */
  checkAction?: () => Promise<void>;
  /** POST /doc-mgr/profile-exists: '1' when the person already has details these fields would change. */
  profileExists: () => Promise<'0' | '1'>;
  /** 'Update Profile Details?': true for 'Yes, I would'. */
  askUpdateProfile: () => Promise<boolean>;
  /** The per-type upload (new) or update (existing document). */
  save: (updateProfile: '0' | '1') => Promise<void>;
}

export async function confirmReview(steps: ConfirmSteps): Promise<'0' | '1'> {
  let ask = false;
  if (steps.checkAction) {
    await steps.checkAction();
    ask = true;
  } else {
    ask = (await steps.profileExists()) === '1';
  }
  const updateProfile = ask && (await steps.askUpdateProfile()) ? '1' : '0';
  await steps.save(updateProfile);
  return updateProfile;
}

/** The upload payload's profile id (spec §4): a user type of individual clears it; others name the owner. */
export const reviewProfileId = (userProfileType: number, ownerProfileId: string): string | null => (userProfileType === 0 ? null : ownerProfileId);

/** Every field as confirmed: shown fields with the values the user left, hidden ones as the scan gave them. */
export function confirmedFields(fields: readonly ScannedField[], values: ReadonlyMap<number, string>): ConfirmedField[] {
  return fields.map((f) => {
    const value = f.display === 2 ? (values.get(f.code) ?? f.value) : f.value;
    return { code: f.code, name: f.name, value, maxLength: f.maxLength, display: f.display, grade: confirmedGrade(f, value) };
  });
}

/**
 * The upload payload's ocrJson (spec §3): the scan result plus the profile id, the document type,
 * the entries rebuilt from the confirmed names, and the fields, with documentType and overallStatus 'High'.
 */
export function buildOcrJson(scan: RecognitionResult, docType: RecognitionType, profileId: string | null, fields: readonly ScannedField[], values: ReadonlyMap<number, string>): OcrJson {
  return {
    scanId: scan.scanId,
    profileId,
    docType,
    documentType: scan.kind,
    overallStatus: 'High',
    clearEnough: scan.clearEnough,
    typeMatch: scan.typeMatch,
    kind: scan.kind,
    country: scan.country,
    entries: entriesFromValues(values),
    fields: confirmedFields(fields, values),
  };
}
