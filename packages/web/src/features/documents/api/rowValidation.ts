import { propertyProblems, type ErrorKey, type PropertyRule } from '@vault/contract';
import type { UploadRow } from './uploadRows';

/** What is wrong with a row, as the contract's error keys (their texts are the spec's) per field. */
export interface RowProblems {
  rep?: 'DOC_TYPE_REQUIRED';
  docType?: 'DOC_TYPE_REQUIRED';
  /** No file or link ('Select a document to upload'), or a link that has not passed its check. */
  source?: 'DOC_SOURCE_REQUIRED' | 'urlUnchecked' | 'urlInvalid';
  files?: ErrorKey;
  properties: Record<string, ErrorKey>;
}

function sourceProblem(row: UploadRow): RowProblems['source'] {
  if (row.source === 'file') return row.files.length ? undefined : 'DOC_SOURCE_REQUIRED';
  if (!row.url.trim()) return 'DOC_SOURCE_REQUIRED';
  if (row.urlCheck.state === 'error') return 'urlInvalid';
  return row.urlCheck.state === 'valid' ? undefined : 'urlUnchecked';
}

/**
 * Spec §5 Upload form: type required ('Please fill in'), file or URL required, each property
 * required, Date of Issue not in the future, Date of Expiry not in the past (the contract's
 * property rules, as the server applies them), and for a corporate user a rep on every row.
 */
export function rowProblems(row: UploadRow, rules: readonly PropertyRule[], opts: { needsRep: boolean; today: string }): RowProblems {
  const problems: RowProblems = { properties: {} };
  // 'Please fill in' is the spec's text for every missing choice.
  if (opts.needsRep && !row.rep) problems.rep = 'DOC_TYPE_REQUIRED';
  if (!row.docType) problems.docType = 'DOC_TYPE_REQUIRED';
  const source = sourceProblem(row);
  if (source) problems.source = source;
  if (row.fileError) problems.files = row.fileError.error;
  for (const problem of propertyProblems(rules, row.properties, opts.today)) problems.properties[problem.name] = problem.error;
  return problems;
}

export const hasProblems = (problems: RowProblems): boolean =>
  Boolean(problems.rep || problems.docType || problems.source || problems.files) || Object.keys(problems.properties).length > 0;
