// A stand-in worker for the pool's tests: answers at once, crashes, hangs or fails on request.
// Forked by the pool: messages come and go over the process's IPC channel.
const parentPort = { postMessage: (m) => process.send(m), on: (e, f) => process.on(e, f) };
process.on('disconnect', () => process.exit(0));

const kept = [];
parentPort.on('message', (job) => {
  if (job.docType === 'GROW') {
    // Memory a page's buffers would leave behind: touched, so it is resident.
    kept.push(Buffer.alloc(150 * 1024 * 1024).fill(1));
    parentPort.postMessage({ id: job.id, result: { pid: process.pid } });
    return;
  }
  if (job.docType === 'CRASH') process.exit(3);
  if (job.docType === 'HANG') return;
  if (job.docType === 'ENV') {
    parentPort.postMessage({ id: job.id, result: { arenas: process.env.MALLOC_ARENA_MAX, uvThreads: process.env.UV_THREADPOOL_SIZE, mmapThreshold: process.env.MALLOC_MMAP_THRESHOLD_, pid: process.pid } });
    return;
  }
  if (job.docType === 'FAIL') {
    parentPort.postMessage({ id: job.id, error: { name: 'UnsupportedInputError', message: 'not a readable image' } });
    return;
  }
  parentPort.postMessage({ id: job.id, result: { kind: 'unknown', bytes: job.bytes.length, docType: job.docType } });
});
parentPort.postMessage({ ready: true });
