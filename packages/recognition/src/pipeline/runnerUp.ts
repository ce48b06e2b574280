/**
 * The recogniser's second choice for each character it read (issue 12: small characters). At 5-8 px a
 * character, a digit's right reading is often the recogniser's close second ('26.09.2035' for an issue
 * date of 26.09.2025); knowing it lets a rule that knows what the field must be (a real date, before
 * the expiry) take it, where the first choice cannot be right.
 */
export interface RunnerUp {
  /** The character read (the first choice). */
  char: string;
  /** Its probability (the highest over the time steps it was read at). */
  best: number;
  /** The best other character (never the blank) over those time steps, and its probability. */
  second: string;
  p: number;
}

interface Tensor {
  data: Float32Array;
  dims: readonly number[];
}

/**
 * Runner-ups of a greedy CTC decoding, one per character of its text: the same steps as `decode` (best
 * class per step, repeats and blanks dropped), and over each character's run of steps the best class that
 * is neither that character nor the blank.
 */
export function runnerUps(output: Tensor, dictionary: string[]): RunnerUp[] {
  const [steps, classes] = [output.dims[1]!, output.dims[2]!];
  const d = output.data;
  const found: RunnerUp[] = [];
  let previous = -1;
  for (let t = 0; t < steps; t++) {
    const base = t * classes;
    let best = 0;
    for (let c = 1; c < classes; c++) if (d[base + c]! > d[base + best]!) best = c;
    if (best === 0) {
      previous = 0;
      continue;
    }
    let second = 0;
    for (let c = 1; c < classes; c++) if (c !== best && (second === 0 || d[base + c]! > d[base + second]!)) second = c;
    const p = second === 0 ? 0 : d[base + second]!;
    if (best !== previous) {
      for (const char of dictionary[best - 1] ?? '') found.push({ char, best: d[base + best]!, second: dictionary[second - 1] ?? '', p });
    } else {
      const last = found.at(-1);
      if (last && p > last.p) Object.assign(last, { second: dictionary[second - 1] ?? '', p });
      if (last) last.best = Math.max(last.best, d[base + best]!);
    }
    previous = best;
  }
  return found;
}
