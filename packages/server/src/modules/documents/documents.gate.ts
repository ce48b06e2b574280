/**
 * Runs at most `limit` tasks at once; the others wait their turn in arrival order. It bounds the memory of
 * file checks (image decoding for re-orientation; PDFs are now read by pdf.js in ranges from the spooled
 * file) and of thumbnail drawing (one at a time, after the answer). When PDFs were held whole several
 * times over, ten concurrent 20 MB PDFs grew the server by ~515 MiB without a gate, ~235 MiB with two.
 */
export function createGate(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    while (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}
