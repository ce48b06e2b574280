import { link, rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { SourceKind } from './files/inspect.js';
import { trimFreedMemory, trimSoon } from '../../lib/heap-trim.js';
import { uploadsQuiet } from '../../lib/uploads-in-flight.js';
import { makeThumbnail } from './files/render.js';
import { createGate } from './documents.gate.js';
import { documentThumbnails } from './documents.table.js';

/** Thumbnails drawn at once, per process: one keeps the render worker's memory to one page. */
const drawing = createGate(1);
const inFlight = new Set<Promise<void>>();
/**
 * How long a thumbnail waits, from its version being stored, for no upload to be in flight (its own included, until
 * its answer is sent): drawing a 12 MP JPEG costs ~0.12 s of CPU, and drawings that overlapped the uploads still being
 * received took a third of their CPU on this 2-core machine (docs/performance.md, eighth pass). Bounded, so a steady
 * stream of uploads delays previews by this much at most; lists show the placeholder meanwhile.
 */
const QUIET_WAIT_MS = 3000;

/** What a thumbnail is drawn from once the upload has answered: its own link to the spooled file. */
export interface ThumbnailSource {
  path: string;
  kind: SourceKind;
}

/**
 * Keeps the first file for drawing after the answer: a hard link in the temp folder (no copy; the request
 * removes its own name for the file as usual). If the process dies first, the temp sweep removes the link and
 * the version simply has no thumbnail: lists show the placeholder. Null for Word/Excel (they have none).
 */
export async function keepForThumbnail(path: string, kind: SourceKind): Promise<ThumbnailSource | null> {
  if (kind !== 'PDF' && kind !== 'IMAGE') return null;
  const kept = `${path}.thumb`;
  await link(path, kept);
  return { path: kept, kind };
}

/** Lets go of a kept file without drawing (the upload failed). */
export async function discardThumbnailSource(source: ThumbnailSource | null): Promise<void> {
  if (source) await rm(source.path, { force: true });
}

/**
 * Draws the version's thumbnail in the background (PDF first page in the render worker, read from the file) and
 * stores it. A version removed meanwhile, or a file that cannot be drawn, leaves no thumbnail: a preview is a
 * convenience, the upload has already been accepted.
 */
export function drawThumbnailLater(ctx: AppContext, log: FastifyBaseLogger, versionId: string, source: ThumbnailSource): void {
  const deadline = Date.now() + QUIET_WAIT_MS;
  const job = drawing(async () => {
    await uploadsQuiet(deadline);
    // Each drawing starts and ends on trimmed arenas: drawn back to back, their freed pages otherwise piled up
    // (thirty PNG thumbnails: +35 MiB kept; trimmed each time: none, at ~2 ms a trim; lib/heap-trim.ts).
    trimFreedMemory();
    try {
      const data = await makeThumbnail(source.path, source.kind);
      if (data) await ctx.db.insert(documentThumbnails).values({ versionId, mime: 'image/webp', data }).onConflictDoNothing();
    } catch (error) {
      // A foreign-key failure means the version was deleted before its preview was ready: nothing to keep.
      log.warn({ err: error, versionId }, 'thumbnail not stored');
    } finally {
      await rm(source.path, { force: true });
      trimFreedMemory();
      // And once the last one is drawn, the burst's pieces too (a collection first).
      trimSoon();
    }
  });
  inFlight.add(job);
  void job.finally(() => inFlight.delete(job));
}

/** Resolves once every thumbnail queued so far is stored (tests; a graceful shutdown). */
export async function thumbnailsSettled(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}
