import { errorMessage, type RecognitionResult } from '@vault/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/ApiError';
import { resolveLanguage } from '../../../lib/i18n/languages';
import { showMessageDialog } from '../../../lib/ui/dialogs';
import type { UploadAction, UploadFormState, UploadRow } from '../api/uploadRows';
import { NOT_IDENTIFIED_CODE, recognizeDocument } from './recognitionApi';
import { isRecognitionType, type RecognitionType } from './reviewFields';
import { needsReading } from './rowReading';

/** The row under review and what the review dialog needs to save it. */
export interface ReviewTarget {
  rowKey: string;
  docType: RecognitionType;
  scan: RecognitionResult;
  files: File[];
  /** The document's owner: the acting profile or the row's representative. */
  ownerProfileId: string;
  /** Set when the owner is a representative (sent as profileId). */
  repProfileId?: string;
}

export interface ReadingOptions {
  state: UploadFormState;
  dispatch: (action: UploadAction) => void;
  actingProfileId: string;
  userProfileType: number;
  /** A new version's holder: its reading and saving are for that profile. */
  documentOwner?: string;
}

/** Spec §8 'Document Not Identified' (button Okay). */
function useNotIdentified() {
  const { t, i18n } = useTranslation('documents');
  return () =>
    showMessageDialog({ kind: 'not-identified', title: t('review.notIdentifiedTitle'), content: errorMessage('DOCUMENT_NOT_IDENTIFIED', resolveLanguage(i18n.language)) });
}

/**
 * Spec §4 Recognition for PP and DL: once a passport or licence row has its picture, the form sends
 * it to the recognition call (progress while sending, then 'reading'). Clear enough and of the type:
 * the ID information dialog opens; otherwise 'Document Not Identified' shows and the files are cleared.
 */
export function useRowReading({ state, dispatch, actingProfileId, userProfileType, documentOwner }: ReadingOptions) {
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const notIdentified = useNotIdentified();
  // Files already sent, so a re-render (or StrictMode's second effect) never reads a picture twice.
  const started = useRef(new Set<string>());
  const abort = useRef(new AbortController());
  // The rows as last rendered: an answer for a row that no longer holds the file read is dropped.
  const rows = useRef(state.rows);
  useEffect(() => {
    rows.current = state.rows;
  }, [state.rows]);
  const stillHolds = (key: string, uid: string) => rows.current.some((r) => r.key === key && r.files[0]?.uid === uid);
  useEffect(() => () => abort.current.abort(), []);

  const read = async (row: UploadRow, docType: RecognitionType) => {
    const key = row.key;
    const uid = row.files[0]!.uid;
    const files = row.files.map((f) => f.file);
    const owner = row.rep ?? documentOwner;
    const repProfileId = owner && owner !== actingProfileId ? owner : undefined;
    dispatch({ type: 'readingStage', key, reading: { state: 'sending', percent: 0 } });
    try {
      const onProgress = (loaded: number, total: number) =>
        dispatch({ type: 'readingStage', key, reading: total > 0 && loaded >= total ? { state: 'reading' } : { state: 'sending', percent: total > 0 ? Math.floor((loaded / total) * 100) : 0 } });
      const scan = await recognizeDocument(docType, files[0]!, { profileId: repProfileId, userProfileType }, onProgress, abort.current.signal);
      if (!stillHolds(key, uid)) return;
      if (!scan.clearEnough || !scan.typeMatch) {
        notIdentified();
        dispatch({ type: 'readingCleared', key });
        return;
      }
      dispatch({ type: 'readingStage', key, reading: { state: 'review' } });
      setReview({ rowKey: key, docType, scan, files, ownerProfileId: repProfileId ?? actingProfileId, repProfileId });
    } catch (error) {
      if (abort.current.signal.aborted || !stillHolds(key, uid)) return;
      // Other failures were already told by the central error handler.
      if (isApiError(error) && error.errorCode === NOT_IDENTIFIED_CODE) notIdentified();
      dispatch({ type: 'readingCleared', key });
    }
  };

  useEffect(() => {
    for (const row of state.rows) {
      const uid = row.files[0]?.uid;
      if (!uid || !needsReading(row, isRecognitionType) || started.current.has(uid)) continue;
      started.current.add(uid);
      void read(row, row.docType as RecognitionType);
    }
    // Runs when rows change; read() only uses stable values and the row it is given.
  }, [state.rows]);

  /** The review dialog closed: 'success' stores the row with its dates, 'cancel' clears its files. */
  const finishReview = (outcome: 'success' | 'cancel', properties: Record<string, string> = {}) => {
    if (!review) return;
    dispatch(outcome === 'success' ? { type: 'readingSaved', key: review.rowKey, properties } : { type: 'readingCleared', key: review.rowKey });
    setReview(null);
  };

  return { review, finishReview };
}
