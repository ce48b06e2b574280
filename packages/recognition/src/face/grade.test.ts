import { describe, expect, it } from 'vitest';
import type { FaceReadings } from './analyse.js';
import { gradeLiveness, THRESHOLDS } from './grade.js';

const face = (over: Partial<FaceReadings['selfie'][number]> = {}) => ({ score: 0.99, box: [0, 0, 100, 100] as [number, number, number, number], real: 0.95, live: 0.95, ...over });
const readings = (over: Partial<FaceReadings> = {}): FaceReadings => ({ selfie: [face()], portrait: [face()], similarity: 0.8, ...over });

describe('liveness grading', () => {
  it('is PASS only when likeness, anti-spoofing, liveness and detection are all confident', () => {
    expect(gradeLiveness(readings())).toMatchObject({ grade: 'PASS', score: 80, realScore: 95, liveScore: 95 });
    expect(gradeLiveness(readings({ similarity: THRESHOLDS.similarityPass }))).toMatchObject({ grade: 'PASS' });
  });

  it('asks for a manual review when any one condition is short of confident', () => {
    expect(gradeLiveness(readings({ similarity: THRESHOLDS.similarityPass - 0.01 }))).toMatchObject({ grade: 'REVIEW', reasons: ['likeness not confident'] });
    expect(gradeLiveness(readings({ selfie: [face({ real: THRESHOLDS.realPass - 0.01 })] }))).toMatchObject({ grade: 'REVIEW', reasons: ['anti-spoofing not confident'] });
    expect(gradeLiveness(readings({ selfie: [face({ live: 0.5 })] }))).toMatchObject({ grade: 'REVIEW', reasons: ['liveness not confident'] });
    expect(gradeLiveness(readings({ selfie: [face({ score: 0.7 })] }))).toMatchObject({ grade: 'REVIEW', reasons: ['face detection not confident'] });
  });

  it('is FAIL on evidence against: another person or a picture of a face', () => {
    expect(gradeLiveness(readings({ similarity: 0.3 }))).toMatchObject({ grade: 'FAIL', score: 30, reasons: ['another person'] });
    expect(gradeLiveness(readings({ selfie: [face({ real: 0.1 })] }))).toMatchObject({ grade: 'FAIL', reasons: ['picture of a face'] });
  });

  it('is never PASS on missing or broken values', () => {
    expect(gradeLiveness(readings({ similarity: Number.NaN }))).toMatchObject({ grade: 'FAIL', score: 0 });
    expect(gradeLiveness(readings({ selfie: [face({ real: Number.NaN })] }))).not.toMatchObject({ grade: 'PASS' });
    expect(gradeLiveness(readings({ selfie: [face({ live: Number.NaN })] }))).not.toMatchObject({ grade: 'PASS' });
  });

  it('refuses a check with no face, several faces, or no face on the document', () => {
    expect(gradeLiveness(readings({ selfie: [] }))).toEqual({ refusal: 'NO_FACE' });
    expect(gradeLiveness(readings({ selfie: [face(), face()] }))).toEqual({ refusal: 'MANY_FACES' });
    expect(gradeLiveness(readings({ portrait: [], similarity: null }))).toEqual({ refusal: 'PORTRAIT_NO_FACE' });
  });
});
