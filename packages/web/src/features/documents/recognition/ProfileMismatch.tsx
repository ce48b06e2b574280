import type { ScannedField } from '@vault/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date';
import { confirmedFields, reviewProfileId } from './confirmReview';
import { profileDifferences } from './recognitionApi';
import { entriesFromValues } from './reviewFields';
import type { ReviewTarget } from './useRowReading';

/** Fields that name the person: the warning follows them as the user corrects them. */
const PERSON_CODES = [5, 8, 9] as const;
const CHECK_DELAY_MS = 400;

function useSettled<T>(value: T, key: string): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
    // The key stands for the value: a new Map with the same names does not restart the wait.
  }, [key]); // value is read through the key
  return settled;
}

interface Props {
  target: ReviewTarget;
  userProfileType: number;
  fields: readonly ScannedField[];
  values: ReadonlyMap<number, string>;
}

/**
 * ID review: says, before anything is saved, when the document's name or date of birth is not the
 * one recorded for its holder (the user, or the representative whose document it is). The server
 * compares, with the same rule as the Update Profile Details question; it follows the user's edits.
 */
export function ProfileMismatch({ target, userProfileType, fields, values }: Props) {
  const { t } = useTranslation('documents');
  const key = PERSON_CODES.map((code) => values.get(code) ?? '').join('\u0000');
  const settled = useSettled(values, key);
  const settledKey = PERSON_CODES.map((code) => settled.get(code) ?? '').join('\u0000');
  const profileId = reviewProfileId(userProfileType, target.ownerProfileId);
  const check = useQuery({
    queryKey: ['recognition', 'profile-differences', target.ownerProfileId, target.docType, settledKey],
    queryFn: ({ signal }) =>
      profileDifferences({ profileId, docType: target.docType, entries: entriesFromValues(settled), fields: confirmedFields(fields, settled) }, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  const differences = check.data?.differences ?? [];
  if (!differences.length) return null;
  const shown = (detail: string, value: string) => (detail === 'dateOfBirth' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value);
  return (
    <Alert
      type="warning"
      showIcon
      title={t(target.repProfileId ? 'review.mismatch.repTitle' : 'review.mismatch.ownTitle')}
      description={
        <>
          {differences.map((d) => (
            <div key={d.detail} data-testid={`id-review-mismatch-${d.detail}`}>
              {t(`review.mismatch.${d.detail}`, { document: shown(d.detail, d.document), profile: shown(d.detail, d.profile) })}
            </div>
          ))}
          <div>{t('review.mismatch.hint')}</div>
        </>
      }
      data-testid="id-review-mismatch"
    />
  );
}
