import type { FastifyReply, FastifyRequest } from 'fastify';
import { trimSoon } from './heap-trim.js';

/**
 * Multipart requests between their arrival and their answer, in this process. Work that may wait (thumbnails drawn
 * after an upload's answer) waits for none to be in flight, so it does not take the cores from uploads still being
 * received and checked; it waits a bounded time, so a steady stream of uploads delays it but never starves it.
 */
let inFlight = 0;
let quiet: (() => void)[] = [];
const MULTIPART = /^multipart\//i;

function settle(): void {
  inFlight -= 1;
  if (inFlight > 0) return;
  // The burst is over: what its buffers freed goes back to the system once nothing follows (lib/heap-trim.ts).
  trimSoon();
  const waiting = quiet;
  quiet = [];
  for (const wake of waiting) wake();
}

/** Counts a multipart request until its answer is sent or its connection closes (an onRequest hook). */
export function countUpload(request: FastifyRequest, reply: FastifyReply): void {
  const type = request.headers['content-type'];
  if (!type || !MULTIPART.test(type)) return;
  inFlight += 1;
  reply.raw.once('close', settle);
}

/** Resolves when no upload is in flight, or at `deadline` (epoch ms) at the latest. */
export function uploadsQuiet(deadline: number): Promise<void> {
  const wait = deadline - Date.now();
  if (inFlight === 0 || wait <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, wait);
    function done() {
      clearTimeout(timer);
      quiet = quiet.filter((w) => w !== done);
      resolve();
    }
    quiet.push(done);
  });
}
