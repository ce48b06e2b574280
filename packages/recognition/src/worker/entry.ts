/** Worker process (forked by the pool): loads the OCR models once, then reads one document per message. */
import sharp from 'sharp';
import { warmUp } from '../pipeline/paddle.js';
import { readDocument } from '../pipeline/read.js';
import type { DocType } from '../types.js';

interface Job {
  id: number;
  bytes: Uint8Array;
  docType: DocType;
}

const send = process.send?.bind(process);
if (!send) throw new Error('entry.ts runs only as a worker process (forked with an IPC channel)');
// The pool gone, the worker goes too.
process.on('disconnect', () => process.exit(0));

// libvips' operation cache holds decoded pages between documents; a worker reads each image once.
sharp.cache(false);
await warmUp(Number(process.env.RECOGNITION_THREADS ?? 1));
process.on('message', (job: Job) => {
  // This process reads one document at a time: its CPU time over the reading is the document's.
  const cpu = process.cpuUsage();
  readDocument(job.bytes, job.docType).then(
    (result) => {
      const used = process.cpuUsage(cpu);
      send({ id: job.id, result: { ...result, timings: { ...result.timings, cpu: Math.round((used.user + used.system) / 1000) } } });
    },
    (e: Error) => send({ id: job.id, error: { name: e.name, message: e.message } }),
  );
});
send({ ready: true });
