import type { FieldCode, RecognitionResult } from '../types.js';
import type { Truth } from './documents.js';

/** How one recognition compares with the generator's truth. */
export interface Score {
  /** Fields the document carries (truth not empty). */
  fields: number;
  correct: number;
  /** Fields graded PASS with a wrong value: the figure that must stay near zero. */
  wrongPass: number;
  passed: number;
  exact: boolean;
  /**
   * Every field the zone carries is right (all but the date of issue, which only the visual zone prints): what the
   * held-out photographs are measured on (issue 12), apart from the printed date that small scans make illegible.
   */
  zoneExact: boolean;
  wrong: { code: FieldCode; expected: string; got: string; grade: string }[];
}

/** Fields a document prints only in its visual zone: the date of issue. */
const PRINTED_ONLY: readonly FieldCode[] = [4];

const norm = (s: string) => s.toUpperCase().replace(/\s+/g, ' ').trim();

/** `notPass`: fields that must not be PASS whatever their value (a specimen's wrong check digit covers them). */
export function scoreResult(result: RecognitionResult, truth: Truth, notPass: readonly FieldCode[] = []): Score {
  const score: Score = { fields: 0, correct: 0, wrongPass: 0, passed: 0, exact: true, zoneExact: true, wrong: [] };
  for (const [codeText, expected] of Object.entries(truth)) {
    const code = Number(codeText) as FieldCode;
    const field = result.fields.find((f) => f.code === code);
    const got = field?.value ?? '';
    score.fields++;
    if (field?.grade === 'PASS') score.passed++;
    if (norm(got) === norm(expected)) score.correct++;
    else {
      score.exact = false;
      if (!PRINTED_ONLY.includes(code)) score.zoneExact = false;
      score.wrong.push({ code, expected, got, grade: field?.grade ?? 'none' });
      if (field?.grade === 'PASS') score.wrongPass++;
    }
  }
  for (const code of notPass) {
    const field = result.fields.find((f) => f.code === code);
    if (field?.grade !== 'PASS' || score.wrong.some((w) => w.code === code)) continue;
    score.wrongPass++;
    score.wrong.push({ code, expected: '(not PASS)', got: field.value, grade: 'PASS' });
  }
  return score;
}

/** Totals for one group of documents (a kind and degradation, or any union of them). */
export interface Tally {
  documents: number;
  exact: number;
  zoneExact: number;
  fields: number;
  correct: number;
  wrongPass: number;
  passed: number;
  clearAndMatching: number;
}

export const emptyTally = (): Tally => ({ documents: 0, exact: 0, zoneExact: 0, fields: 0, correct: 0, wrongPass: 0, passed: 0, clearAndMatching: 0 });

export function addScore(t: Tally, s: Score, result: Pick<RecognitionResult, 'clearEnough' | 'typeMatch'>): void {
  t.documents++;
  t.exact += s.exact ? 1 : 0;
  t.zoneExact += s.zoneExact ? 1 : 0;
  t.fields += s.fields;
  t.correct += s.correct;
  t.wrongPass += s.wrongPass;
  t.passed += s.passed;
  t.clearAndMatching += result.clearEnough && result.typeMatch ? 1 : 0;
}

/** The figures the issue asks for, as shares (0..1) rounded to 4 places. */
export function figures(t: Tally) {
  const share = (n: number, d: number) => (d === 0 ? null : Math.round((n / d) * 10000) / 10000);
  return {
    documents: t.documents,
    documentExactMatch: share(t.exact, t.documents),
    zoneExactMatch: share(t.zoneExact, t.documents),
    fieldAccuracy: share(t.correct, t.fields),
    wrongButPass: share(t.wrongPass, t.fields),
    passShare: share(t.passed, t.fields),
    clearAndTypeMatch: share(t.clearAndMatching, t.documents),
  };
}
