import type { UploadRow } from './uploadRows';

/** What the form needs from a property definition (spec §3: name, displayName, tips, type, format, validations). */
export interface PropertyRule {
  name: string;
  type: 'date' | 'text';
  validations: readonly string[];
}

export type PropertyProblem = 'required' | 'format' | 'notPast' | 'notFuture';

export interface RowProblems {
  rep?: 'required';
  docType?: 'required';
  /** 'required': 'Select a document to upload'; URL rows also need a passed check. */
  source?: 'required' | 'urlUnchecked' | 'urlInvalid';
  files?: 'invalid';
  properties: Record<string, PropertyProblem>;
}

/** DD/MM/YYYY → YYYY-MM-DD, or null when it is not a real calendar date. */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const valid = date.getUTCFullYear() === Number(yyyy) && date.getUTCMonth() === Number(mm) - 1 && date.getUTCDate() === Number(dd);
  return valid ? `${yyyy}-${mm}-${dd}` : null;
}

/**
 * Spec §5: every property is required (not-blank); a Date of Issue may not be in the future
 * (not-future) and a Date of Expiry not in the past (not-past). `today` is YYYY-MM-DD (UTC, as
 * dates are shown). Today itself passes both.
 */
export function propertyProblem(rule: PropertyRule, value: string | undefined, today: string): PropertyProblem | null {
  const text = (value ?? '').trim();
  if (!text) return rule.validations.includes('not-blank') ? 'required' : null;
  if (rule.type !== 'date') return null;
  const iso = parseDisplayDate(text);
  if (!iso) return 'format';
  if (rule.validations.includes('not-past') && iso < today) return 'notPast';
  if (rule.validations.includes('not-future') && iso > today) return 'notFuture';
  return null;
}

function sourceProblem(row: UploadRow): RowProblems['source'] {
  if (row.source === 'file') return row.files.length ? undefined : 'required';
  if (!row.url.trim()) return 'required';
  if (row.urlCheck.state === 'error') return 'urlInvalid';
  return row.urlCheck.state === 'valid' ? undefined : 'urlUnchecked';
}

/** Everything wrong with one row before it may be uploaded (spec §5 Upload form). */
export function rowProblems(row: UploadRow, rules: readonly PropertyRule[], opts: { needsRep: boolean; today: string }): RowProblems {
  const problems: RowProblems = { properties: {} };
  if (opts.needsRep && !row.rep) problems.rep = 'required';
  if (!row.docType) problems.docType = 'required';
  const source = sourceProblem(row);
  if (source) problems.source = source;
  if (row.fileError) problems.files = 'invalid';
  for (const rule of rules) {
    const problem = propertyProblem(rule, row.properties[rule.name], opts.today);
    if (problem) problems.properties[rule.name] = problem;
  }
  return problems;
}

export const hasProblems = (problems: RowProblems): boolean =>
  Boolean(problems.rep || problems.docType || problems.source || problems.files) || Object.keys(problems.properties).length > 0;
