import { describe, expect, it } from 'vitest';
import type { RecognitionResult } from '../types.js';
import { addScore, emptyTally, figures, scoreResult } from './evaluate.js';

const result = (fields: [number, string, 'PASS' | 'WARNING' | 'FAIL'][]) =>
  ({ fields: fields.map(([code, value, grade]) => ({ code, value, grade })), clearEnough: true, typeMatch: true }) as unknown as RecognitionResult;

describe('scoring a reading against the truth', () => {
  const truth = { 2: 'L898902C3', 4: '18/12/2021', 8: 'ERIKSSON' };

  it('counts a document whose zone is right but whose printed date of issue is not as zone-exact only', () => {
    const score = scoreResult(result([[2, 'L898902C3', 'PASS'], [4, '', 'FAIL'], [8, 'ERIKSSON', 'WARNING']]), truth);
    expect({ exact: score.exact, zoneExact: score.zoneExact, wrongPass: score.wrongPass }).toEqual({ exact: false, zoneExact: true, wrongPass: 0 });
  });

  it('counts a wrong zone field against both, and a wrong value graded PASS', () => {
    const score = scoreResult(result([[2, 'L898902C8', 'PASS'], [4, '18/12/2021', 'WARNING'], [8, 'ERIKSSON', 'WARNING']]), truth);
    expect({ exact: score.exact, zoneExact: score.zoneExact, wrongPass: score.wrongPass }).toEqual({ exact: false, zoneExact: false, wrongPass: 1 });
  });

  it('reports both shares per group', () => {
    const tally = emptyTally();
    addScore(tally, scoreResult(result([[2, 'L898902C3', 'PASS'], [4, '18/12/2021', 'WARNING'], [8, 'ERIKSSON', 'PASS']]), truth), { clearEnough: true, typeMatch: true });
    addScore(tally, scoreResult(result([[2, 'L898902C3', 'PASS'], [8, 'ERIKSSON', 'PASS']]), truth), { clearEnough: true, typeMatch: true });
    expect(figures(tally)).toMatchObject({ documents: 2, documentExactMatch: 0.5, zoneExactMatch: 1 });
  });
});
