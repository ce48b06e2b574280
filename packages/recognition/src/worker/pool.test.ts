import { afterEach, describe, expect, it } from 'vitest';
import { createRecognizer, RecognitionFailedError, RecognizerBusyError, type Recognizer } from './pool.js';

const workerUrl = new URL('./pool.fixture.mjs', import.meta.url);
let pool: Recognizer | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('the recognizer pool', () => {
  it('hands each document to a worker and returns its answer', async () => {
    pool = createRecognizer({ workers: 2, workerUrl });
    const answers = await Promise.all([1, 2, 3].map((n) => pool!.recognize(new Uint8Array(n), 'PP')));
    expect(answers.map((a) => (a as unknown as { bytes: number }).bytes)).toEqual([1, 2, 3]);
  });

  it('fails only the document whose worker crashed, then keeps serving', async () => {
    pool = createRecognizer({ workers: 1, workerUrl });
    await expect(pool.recognize(new Uint8Array(1), 'CRASH')).rejects.toBeInstanceOf(RecognitionFailedError);
    await expect(pool.recognize(new Uint8Array(2), 'PP')).resolves.toMatchObject({ bytes: 2 });
  });

  it('abandons a document that takes too long and replaces its worker', async () => {
    pool = createRecognizer({ workers: 1, workerUrl, timeoutMs: 200 });
    await expect(pool.recognize(new Uint8Array(1), 'HANG')).rejects.toThrow(/longer than 200 ms/);
    await expect(pool.recognize(new Uint8Array(4), 'PP')).resolves.toMatchObject({ bytes: 4 });
  });

  it('runs each worker as a process of its own, with one allocator arena and its own mmap threshold, and reports its peak memory', async () => {
    // A parent tuned lower (64 KiB was tried for the server's uploads): a worker keeps 8 MiB whatever it inherits.
    const inherited = process.env.MALLOC_MMAP_THRESHOLD_;
    process.env.MALLOC_MMAP_THRESHOLD_ = '65536';
    try {
      pool = createRecognizer({ workers: 1, workerUrl });
    } finally {
      if (inherited === undefined) delete process.env.MALLOC_MMAP_THRESHOLD_;
      else process.env.MALLOC_MMAP_THRESHOLD_ = inherited;
    }
    const answer = (await pool.recognize(new Uint8Array(1), 'ENV')) as unknown as { arenas: string; uvThreads: string; mmapThreshold: string; pid: number };
    expect(answer).toMatchObject({ arenas: '1', uvThreads: '1', mmapThreshold: '8388608' });
    expect(answer.pid).not.toBe(process.pid);
    const peaks = pool.peakMemory();
    if (process.platform === 'linux') expect(peaks[0]).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('replaces a worker whose memory grew past the limit after a document, and keeps its peak in the figures', async () => {
    if (process.platform !== 'linux') return;
    pool = createRecognizer({ workers: 1, workerUrl, recycleAboveMb: 120 });
    const first = (await pool.recognize(new Uint8Array(1), 'ENV')) as unknown as { pid: number };
    const grown = (await pool.recognize(new Uint8Array(1), 'GROW')) as unknown as { pid: number };
    expect(grown.pid).toBe(first.pid);
    const next = (await pool.recognize(new Uint8Array(1), 'ENV')) as unknown as { pid: number };
    expect(next.pid).not.toBe(first.pid);
    expect(pool.recycled()).toBe(1);
    // The fresh worker is small; the slot's figure is still the replaced worker's peak.
    expect(pool.peakMemory()[0]).toBeGreaterThan(150 * 1024 * 1024);
    await pool.recognize(new Uint8Array(1), 'ENV');
    expect(pool.recycled()).toBe(1);
    // Two process starts and 150 MB written: seconds on a loaded machine.
  }, 30_000);

  it('passes a worker error on by name', async () => {
    pool = createRecognizer({ workers: 1, workerUrl });
    await expect(pool.recognize(new Uint8Array(1), 'FAIL')).rejects.toMatchObject({ name: 'UnsupportedInputError', message: 'not a readable image' });
  });

  it('refuses beyond its queue, and rejects what waits when closed', async () => {
    pool = createRecognizer({ workers: 1, workerUrl, maxQueue: 1 });
    await pool.ready();
    const hanging = pool.recognize(new Uint8Array(1), 'HANG');
    const waiting = pool.recognize(new Uint8Array(1), 'PP');
    await expect(pool.recognize(new Uint8Array(1), 'PP')).rejects.toBeInstanceOf(RecognizerBusyError);
    const answers = [expect(hanging).rejects.toThrow(/closed/), expect(waiting).rejects.toThrow(/closed/)];
    await pool.close();
    await Promise.all(answers);
    await expect(pool.recognize(new Uint8Array(1), 'PP')).rejects.toThrow(/closed/);
  });

  it('stops respawning workers that cannot start, and says why', async () => {
    pool = createRecognizer({ workers: 1, workerUrl: new URL('./pool.fixture-broken.mjs', import.meta.url) });
    await expect(pool.recognize(new Uint8Array(1), 'PP')).rejects.toThrow(/cannot start: .*models missing/);
    await expect(pool.recognize(new Uint8Array(1), 'PP')).rejects.toThrow(/cannot start/);
    await expect(pool.ready()).rejects.toThrow(/cannot start/);
  });
});
