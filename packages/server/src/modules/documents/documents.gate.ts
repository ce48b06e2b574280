/**
 * Runs at most `limit` tasks at once; the others wait their turn in arrival order. Checking and drawing
 * a PDF holds the whole file in memory several times over (parse, page count, thumbnail): ten concurrent
 * 20 MB PDFs grew the server by ~515 MiB without a gate, ~235 MiB with two at a time, ~190 MiB with one
 * (bench/document-upload.ts on PostgreSQL), at about the same throughput.
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
