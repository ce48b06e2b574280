import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A request refused while its body is still arriving (an upload over its limit, a 100th file) is read to its end,
 * discarding the rest, before the refusal is sent: closing a connection with unread data makes the kernel reset it,
 * and a client still sending (undici's streamed FormData: 4 of 40 over-limit uploads, 8 at a time) then sees
 * ECONNRESET instead of the 413 and its message. Bounded: past DRAIN_LIMIT_BYTES, DRAIN_LIMIT_MS in all, or
 * DRAIN_IDLE_MS without data, the answer goes anyway and the connection closes as before. The idle bound, not the
 * total, is what a sender that stopped meets: eight 32 MB uploads at once on a busy 2-core machine took over 10 s
 * each to arrive, still sending all along (a total bound of 10 s reset 7 of 24 in CI).
 */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
const DRAIN_LIMIT_MS = 60_000;
const DRAIN_IDLE_MS = 5_000;

function drain(request: FastifyRequest): Promise<void> {
  const req = request.raw;
  return new Promise((resolve) => {
    let read = 0;
    let lastData = Date.now();
    let finished = false;
    const stop = () => {
      if (finished) return;
      req.pause();
      done();
    };
    const done = () => {
      finished = true;
      clearTimeout(idle);
      clearTimeout(total);
      req.off('data', onData);
      req.off('end', done);
      req.off('close', done);
      req.off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      lastData = Date.now();
      if (read > DRAIN_LIMIT_BYTES) stop();
    };
    // Idle is decided after the event loop's next poll for I/O, not when the timer fires: a process that was not
    // scheduled for seconds (a busy machine) runs its timers before it reads the data that arrived meanwhile, and
    // would take a sender that never stopped for one that did (7 of 24 uploads reset in one CI run).
    const idleCheck = () =>
      setImmediate(() => {
        const quiet = Date.now() - lastData;
        if (quiet >= DRAIN_IDLE_MS) stop();
        else if (!finished) idle = setTimeout(idleCheck, DRAIN_IDLE_MS - quiet);
      });
    let idle = setTimeout(idleCheck, DRAIN_IDLE_MS);
    const total = setTimeout(stop, DRAIN_LIMIT_MS);
    // Whatever was parsing the body (busboy) lets go of it; the rest is only counted.
    req.unpipe();
    req.on('data', onData);
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
    req.resume();
  });
}

/**
 * An onSend hook, callback-style (it runs on every answer, and answers to complete requests pass straight through with
 * no promise made): a refusal of a request whose body has not all arrived waits for it (bounded), then goes.
 */
export function drainRefusedBody(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  const req = request.raw;
  if (reply.statusCode < 400 || req.complete || req.destroyed || req.readableEnded) return done(null, payload);
  void drain(request).then(() => done(null, payload));
}
