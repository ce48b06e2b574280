import type { ErrorKey } from '../errors.js';

/** A check a document property must pass (spec §3: not-blank, not-past; not-future for issue dates). */
export const PROPERTY_VALIDATIONS = ['not-blank', 'not-past', 'not-future'] as const;
export type PropertyValidation = (typeof PROPERTY_VALIDATIONS)[number];

/** The definition of one document property, as the server stores it per document type. */
export interface PropertyRule {
  name: string;
  type: 'date' | 'text';
  validations: readonly PropertyValidation[];
}

/** A problem with one property: its name and the error that describes it. */
export interface PropertyProblem {
  name: string;
  error: Extract<ErrorKey, 'DOC_PROPERTY_REQUIRED' | 'DOC_PROPERTY_INVALID' | 'ISSUE_DATE_IN_FUTURE' | 'EXPIRY_DATE_IN_PAST'>;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const UK_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A property date as ISO `YYYY-MM-DD`, from ISO (what the API sends, ARCHITECTURE §5) or from the
 * template's display format dd/MM/yyyy; null for anything else, including impossible days (31/02).
 */
export function parsePropertyDate(value: string): string | null {
  const trimmed = value.trim();
  const iso = ISO_DATE.exec(trimmed);
  const uk = UK_DATE.exec(trimmed);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : uk ? [uk[3], uk[2], uk[1]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${m}-${d}`;
}

/** Today's date in UTC as `YYYY-MM-DD` (spec §9: dates are shown in UTC). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A date of issue may be today or earlier. Both are ISO dates, so they compare as strings. */
export const isNotFuture = (isoDate: string, today: string): boolean => isoDate <= today;
/** A date of expiry may be today or later. */
export const isNotPast = (isoDate: string, today: string): boolean => isoDate >= today;

function checkOne(rule: PropertyRule, raw: string | undefined, today: string): PropertyProblem['error'] | null {
  const value = (raw ?? '').trim();
  if (!value) return rule.validations.includes('not-blank') ? 'DOC_PROPERTY_REQUIRED' : null;
  if (rule.type === 'text') return value.length > 128 ? 'DOC_PROPERTY_INVALID' : null;
  const date = parsePropertyDate(value);
  if (!date) return 'DOC_PROPERTY_INVALID';
  if (rule.validations.includes('not-future') && !isNotFuture(date, today)) return 'ISSUE_DATE_IN_FUTURE';
  if (rule.validations.includes('not-past') && !isNotPast(date, today)) return 'EXPIRY_DATE_IN_PAST';
  return null;
}

/** Every problem of `values` against a type's property rules; empty when they all pass. */
export function propertyProblems(rules: readonly PropertyRule[], values: Record<string, string | undefined>, today: string): PropertyProblem[] {
  const problems: PropertyProblem[] = [];
  for (const rule of rules) {
    const error = checkOne(rule, values[rule.name], today);
    if (error) problems.push({ name: rule.name, error });
  }
  return problems;
}

/**
 * The values kept for a version: only the template's properties, dates as ISO, blanks dropped.
 * Call after `propertyProblems` found nothing.
 */
export function normaliseProperties(rules: readonly PropertyRule[], values: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const value = (values[rule.name] ?? '').trim();
    if (!value) continue;
    out[rule.name] = rule.type === 'date' ? (parsePropertyDate(value) ?? value) : value;
  }
  return out;
}

/** Document status from its expiry: EXPIRED before today, EXPIRING within `days`, else VALID. */
export function documentStatus(dateOfExpiry: string | null, today: string, days: number): 'VALID' | 'EXPIRING' | 'EXPIRED' {
  if (!dateOfExpiry) return 'VALID';
  if (dateOfExpiry < today) return 'EXPIRED';
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + days);
  return dateOfExpiry <= todayIso(limit) ? 'EXPIRING' : 'VALID';
}
