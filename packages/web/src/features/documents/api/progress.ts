/**
 * Per-file progress from one multipart request's loaded/total bytes: files go out in order, so
 * each file's share is the part of the body past the files before it (fields are small and first).
 */
export function perFileProgress(sizes: readonly number[], loaded: number, total: number): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return sizes.map(() => (loaded >= total ? 100 : 0));
  const sent = Math.min(1, loaded / total) * sum;
  let before = 0;
  return sizes.map((size) => {
    const done = size === 0 ? (sent >= before ? 1 : 0) : Math.min(1, Math.max(0, (sent - before) / size));
    before += size;
    return Math.floor(done * 100);
  });
}
