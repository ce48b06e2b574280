import { normaliseProperties, todayIso, type PropertyRule, type ScannedField } from '@vault/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessageDialog } from '../../../lib/ui/dialogs';
import { toastError, toastSuccess } from '../../../lib/ui/feedback';
import { userInfoQueryKey } from '../../../lib/session/userInfo';
import { documentsQueryRoot } from '../api/documents';
import { MissingFileError, readableFiles } from '../api/sendRow';
import { buildOcrJson, confirmedFields, confirmReview, reviewProfileId } from './confirmReview';
import { checkDocumentRule, profileExists, saveReviewed } from './recognitionApi';
import { datesFromFields, entriesFromValues, reviewProblems } from './reviewFields';
import type { ReviewTarget } from './useRowReading';

export interface ConfirmContext {
  target: ReviewTarget;
  fields: readonly ScannedField[];
  values: ReadonlyMap<number, string>;
  rules: readonly PropertyRule[];
  userProfileType: number;
  /** A new version of this document: the update call. */
  docId?: string;
  actionId?: string;
  onSuccess: (properties: Record<string, string>) => void;
}

/**
 * Spec §2 'Update Profile Details?': Yes, I would → true; No, thanks → false. Only the buttons answer
 * it. The question names whose details change: the user's own, or the representative's whose document it is.
 */
function useAskUpdateProfile() {
  const { t } = useTranslation('documents');
  return (target: ReviewTarget) =>
    new Promise<boolean>((resolve) =>
      showMessageDialog({
        kind: 'update-profile',
        title: t('review.updateProfileTitle'),
        content: t(target.repProfileId ? 'review.updateProfileText' : 'review.updateProfileOwnText'),
        okText: t('review.updateProfileYes'),
        withCancel: true,
        blocking: true,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
}

/**
 * Confirm in the ID information dialog: the fields are checked here first (the contract's rules and
 * the type's dates), then the spec's sequence (confirmReview). On success the business user and the
 * vault lists reload (the shell shows a name the document changed) and 'upload success!' shows.
 */
export function useReviewConfirm() {
  const { t } = useTranslation(['documents', 'common']);
  const client = useQueryClient();
  const askUpdateProfile = useAskUpdateProfile();
  const [busy, setBusy] = useState(false);
  const [showErrors, setShowErrors] = useState(false);

  const confirm = async (c: ConfirmContext) => {
    if (reviewProblems(c.fields, c.values, c.rules, todayIso()).size > 0) {
      setShowErrors(true);
      return;
    }
    const { target } = c;
    const dates = datesFromFields(c.values);
    const profileId = reviewProfileId(c.userProfileType, target.ownerProfileId);
    setBusy(true);
    try {
      const files = await readableFiles(target.files);
      const updateProfile = await confirmReview({
        checkAction: c.actionId ? () => checkDocumentRule({ actionId: c.actionId!, docType: target.docType, expiredDate: dates.dateOfExpiry, issueDate: dates.dateOfIssue }) : undefined,
        profileExists: () => profileExists({ profileId, docType: target.docType, entries: entriesFromValues(c.values), fields: confirmedFields(c.fields, c.values) }),
        askUpdateProfile: () => askUpdateProfile(target),
        save: async (update) => {
          await saveReviewed({
            docType: target.docType,
            ownerProfileId: target.ownerProfileId,
            repProfileId: target.repProfileId,
            userProfileType: c.userProfileType,
            docId: c.docId,
            actionId: c.actionId,
            docProperties: normaliseProperties(c.rules, dates),
            ocrJson: buildOcrJson(target.scan, target.docType, profileId, c.fields, c.values),
            updateProfile: update,
            files,
          });
        },
      });
      // The business user reloads: a confirmed name shows in the shell at once.
      await client.invalidateQueries({ queryKey: userInfoQueryKey });
      void client.invalidateQueries(updateProfile === '1' ? undefined : { queryKey: documentsQueryRoot });
      toastSuccess(t('upload.success'));
      c.onSuccess(dates);
    } catch (error) {
      // API failures were told by the central error handler; the dialog stays for another try.
      if (error instanceof MissingFileError) toastError(t('upload.missingFile', { name: error.fileName }));
    } finally {
      setBusy(false);
    }
  };

  return { confirm, busy, showErrors };
}
