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
  wrong: { code: FieldCode; expected: string; got: string; grade: string }[];
}

const norm = (s: string) => s.toUpperCase().replace(/\s+/g, ' ').trim();

export function scoreResult(result: RecognitionResult, truth: Truth): Score {
  const score: Score = { fields: 0, correct: 0, wrongPass: 0, passed: 0, exact: true, wrong: [] };
  for (const [codeText, expected] of Object.entries(truth)) {
    const code = Number(codeText) as FieldCode;
    const field = result.fields.find((f) => f.code === code);
    const got = field?.value ?? '';
    score.fields++;
    if (field?.grade === 'PASS') score.passed++;
    if (norm(got) === norm(expected)) score.correct++;
    else {
      score.exact = false;
      score.wrong.push({ code, expected, got, grade: field?.grade ?? 'none' });
      if (field?.grade === 'PASS') score.wrongPass++;
    }
  }
  return score;
}
