import type { Recognizer } from '../worker/pool.js';
import { scoreResult, type Score } from './evaluate.js';
import { generateStress, type StressKind } from './stress.js';

export interface StressReading {
  /** `seed:kind-n`. */
  id: string;
  score: Score;
  accepted: boolean;
}

/**
 * Reads the chosen stress pictures (by seed, their ids: `kind-n` of a 9-per-kind set) with `recognizer`, in order.
 * Only those pictures are rendered, and only their kinds' pages generated.
 */
export async function readStress(recognizer: Recognizer, chosen: Record<number, readonly string[]>): Promise<StressReading[]> {
  const readings: StressReading[] = [];
  for (const [seed, ids] of Object.entries(chosen)) {
    const kinds = [...new Set(ids.map((id) => id.replace(/-\d+$/, '') as StressKind))];
    for await (const sample of generateStress({ seed: Number(seed), perKind: 9, kinds, only: ids })) {
      const result = await recognizer.recognize(sample.image, sample.docType);
      readings.push({ id: `${seed}:${sample.id}`, score: scoreResult(result, sample.truth, sample.notPass), accepted: result.clearEnough });
    }
  }
  return readings;
}
