import { propertyTemplatesSchema, todayIso, type PropertyTemplate } from '@vault/contract';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/ApiError';
import { request } from '../../../lib/api/client';
import { toastError, toastSuccess } from '../../../lib/ui/feedback';
import { documentsQueryRoot, fetchDocumentsOfType } from './documents';
import { hasProblems, rowProblems, type RowProblems } from './rowValidation';
import { MissingFileError, sendRow } from './sendRow';
import { uploadInSequence } from './uploadSequence';
import { perFileProgress } from './progress';
import { initialUploadState, rowsToUpload, targetDocId, uploadReducer, type UploadAction, type UploadFormState } from './uploadRows';

/** A new version keeps its document's type (and owner); the form then has one fixed row. */
export interface NewVersionTarget {
  docId: string;
  docType: string;
  docTypeName: string;
  imageOnly: boolean;
  /** Who holds the document (a company's representative for his own passport): a reading is made for him. */
  ownerProfileId?: string;
}

export interface UploadFormOptions {
  userProfileType: number;
  /** Corporate users pick a rep on each row; this is the value meaning the company itself. */
  actingProfileId: string;
  needsRep: boolean;
  newVersion?: NewVersionTarget;
  onUploaded: () => void;
}

function startState(newVersion: NewVersionTarget | undefined): UploadFormState {
  const state = initialUploadState();
  if (!newVersion) return state;
  return uploadReducer(state, { type: 'setType', key: state.rows[0]!.key, docType: newVersion.docType, imageOnly: newVersion.imageOnly });
}

/** Each chosen type's property template, fetched once per type and language; `ready` once all arrived. */
function useTemplates(docTypes: string[]): { templates: Map<string, PropertyTemplate[]>; ready: boolean } {
  const { i18n } = useTranslation();
  const results = useQueries({
    queries: docTypes.map((docType) => ({
      queryKey: [...documentsQueryRoot, 'template', docType, i18n.language],
      queryFn: () => request('/doc-mgr/custom-doc-properties-template', propertyTemplatesSchema, { query: { docType } }),
      staleTime: 10 * 60_000,
    })),
  });
  return { templates: new Map(docTypes.map((docType, i) => [docType, results[i]?.data ?? []])), ready: results.every((r) => r.data !== undefined) };
}

/** The upload form's state, validation and the sequential upload (spec §4, §5). */
export function useUploadForm(options: UploadFormOptions) {
  const { t } = useTranslation(['documents', 'common']);
  const client = useQueryClient();
  const [state, dispatch] = useReducer(uploadReducer, options.newVersion, startState);
  const [showErrors, setShowErrors] = useState(false);
  const { templates, ready } = useTemplates([...new Set(state.rows.map((r) => r.docType).filter((d): d is string => d !== null))]);
  const templateOf = (docType: string | null) => (docType ? (templates.get(docType) ?? []) : []);
  const today = todayIso();
  const problems: RowProblems[] = state.rows.map((row) => rowProblems(row, templateOf(row.docType), { needsRep: options.needsRep, today }));

  const describeError = (error: unknown): string => {
    if (error instanceof MissingFileError) return t('upload.missingFile', { name: error.fileName });
    if (isApiError(error)) return error.errorMsg ?? error.message;
    return t('errors.unexpectedClient', { ns: 'common' });
  };

  const submit = async () => {
    // Without its template a row's properties cannot be checked (or sent).
    if (!ready) return;
    // Rows a review dialog already stored leave nothing to send.
    if (rowsToUpload(state).length === 0) {
      options.onUploaded();
      return;
    }
    if (problems.some(hasProblems)) {
      setShowErrors(true);
      return;
    }
    const ok = await uploadInSequence(
      rowsToUpload(state),
      async (row, onProgress) => {
        const sizes = row.files.map((f) => f.file.size);
        const rep = row.rep === options.actingProfileId ? null : row.rep;
        try {
          // A type the owner already holds: a new version of it unless the user asked for a new document.
          const docId = options.newVersion?.docId ?? (row.docType ? (targetDocId(row.target, await fetchDocumentsOfType(client, rep, row.docType)) ?? undefined) : undefined);
          await sendRow(
            { ...row, rep },
            { rules: templateOf(row.docType), userProfileType: options.userProfileType, docId, onProgress: (loaded, total) => onProgress(perFileProgress(sizes, loaded, total)) },
          );
        } catch (error) {
          if (error instanceof MissingFileError) {
            const missing = row.files.find((f) => f.file.name === error.fileName);
            if (missing) dispatch({ type: 'fileMissing', key: row.key, uid: missing.uid });
            toastError(describeError(error));
          }
          throw error;
        }
      },
      dispatch,
      describeError,
    );
    // Whatever was stored shows in the lists, even when a later row failed.
    void client.invalidateQueries({ queryKey: documentsQueryRoot });
    if (ok) {
      toastSuccess(t('upload.success'));
      options.onUploaded();
    }
  };

  return { state, dispatch: dispatch as (action: UploadAction) => void, problems, showErrors, templateOf, templatesReady: ready, submit };
}
