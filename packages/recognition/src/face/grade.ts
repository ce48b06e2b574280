import type { FaceReadings } from './analyse.js';

/**
 * PASS: the selfie is confidently a live face and confidently the document's holder. REVIEW: not confident
 * either way, a person checks it. FAIL: evidence against (clearly another person, or clearly a picture of a
 * face); a person checks that too. Nothing is PASS by default: every condition must hold.
 */
export type LivenessGrade = 'PASS' | 'REVIEW' | 'FAIL';

/** Why a check could not be made at all (the request changes nothing). */
export type LivenessRefusal = 'NO_FACE' | 'MANY_FACES' | 'PORTRAIT_NO_FACE';

/**
 * Thresholds, against bench/liveness.ts (docs/benchmarks.md, 2026-11-24): on 40 same-person pairs similarity was
 * 0.53-0.89 and on 140 different-person pairs 0.17-0.49. PASS asks for 0.7, well above every impostor seen (the
 * set is small: one genuine identity). The anti-spoofing model gave 0.34-0.70 to the sample photos and 0.55-0.75
 * to their synthetic re-captures: it did not separate them, so PASS asks for a "real" score none of them reached
 * and, on such pictures, every check goes to a person. Never lower realPass without real live/spoof measurements.
 */
export const THRESHOLDS = {
  /** Same person, confidently. */
  similarityPass: 0.7,
  /** Below this, another person: FAIL. */
  similarityFail: 0.45,
  /** Anti-spoofing ("real") and liveness scores needed for PASS. */
  realPass: 0.8,
  livePass: 0.8,
  /** Below this anti-spoofing score, a picture of a face: FAIL. */
  realFail: 0.2,
  /** A selfie face detected with less confidence is not PASS. */
  facePass: 0.8,
} as const;

export interface LivenessGrading {
  grade: LivenessGrade;
  /** 0-100: the similarity of the selfie to the portrait. */
  score: number;
  /** 0-100: anti-spoofing and liveness of the selfie. */
  realScore: number;
  liveScore: number;
  reasons: string[];
}

const pct = (v: number) => Math.round(Math.max(0, Math.min(1, v)) * 100);

/** Grades one check, or names why it cannot be made. Pure: the unit tests drive it with readings. */
export function gradeLiveness(r: FaceReadings, t: typeof THRESHOLDS = THRESHOLDS): { refusal: LivenessRefusal } | LivenessGrading {
  if (r.selfie.length === 0) return { refusal: 'NO_FACE' };
  if (r.selfie.length > 1) return { refusal: 'MANY_FACES' };
  if (r.portrait.length === 0 || r.similarity === null) return { refusal: 'PORTRAIT_NO_FACE' };
  const finite = (v: number) => (Number.isFinite(v) ? v : 0);
  const selfie = r.selfie[0]!;
  // A missing or broken value counts as the worst one: it can never make a PASS.
  const face = { score: finite(selfie.score), real: finite(selfie.real), live: finite(selfie.live) };
  const similarity = finite(r.similarity);
  const reasons: string[] = [];
  const fail: string[] = [];
  if (similarity < t.similarityFail) fail.push('another person');
  else if (similarity < t.similarityPass) reasons.push('likeness not confident');
  if (face.real < t.realFail) fail.push('picture of a face');
  else if (face.real < t.realPass) reasons.push('anti-spoofing not confident');
  if (face.live < t.livePass) reasons.push('liveness not confident');
  if (face.score < t.facePass) reasons.push('face detection not confident');
  const scores = { score: pct(similarity), realScore: pct(face.real), liveScore: pct(face.live) };
  if (fail.length) return { grade: 'FAIL', ...scores, reasons: [...fail, ...reasons] };
  if (reasons.length) return { grade: 'REVIEW', ...scores, reasons };
  return { grade: 'PASS', ...scores, reasons: ['same person, live face'] };
}
