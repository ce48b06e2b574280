// Figures the benches share.

/** The middle value (the upper of the two for an even count); NaN for none, which JSON prints as null. */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
}
