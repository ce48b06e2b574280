/**
 * Runs at most `limit` tasks at once; the others wait their turn in arrival order. It bounds the memory of
 * compound-file checks (.doc/.xls read whole, files/compound.ts) and of thumbnail drawing (one at a time, after
 * the answer). Uploads as a whole are no longer gated: the other checks read in ranges or through small buffers,
 * and picture decoding has its own pixel budget. When PDFs were held whole several times over, ten concurrent
 * 20 MB PDFs grew the server by ~515 MiB without a gate, ~235 MiB with two.
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
