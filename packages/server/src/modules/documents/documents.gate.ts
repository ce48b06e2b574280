/**
 * Runs at most `limit` tasks at once; the others wait their turn in arrival order. Checking and drawing
 * a PDF holds the whole file in memory several times over (parse, page count, thumbnail), so without a
 * gate ten concurrent 20 MB uploads held about 400 MB at once; the gate bounds that by `limit` files.
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
