/** Worker thread: loads the OCR models once, then reads one document per message. */
import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { warmUp } from '../pipeline/paddle.js';
import { readDocument } from '../pipeline/read.js';
import type { DocType } from '../types.js';

interface Job {
  id: number;
  bytes: Uint8Array;
  docType: DocType;
}

const port = parentPort;
if (!port) throw new Error('entry.ts runs only as a worker thread');

// libvips' operation cache holds decoded pages between documents; a worker reads each image once.
sharp.cache(false);
await warmUp((workerData as { threads?: number } | undefined)?.threads ?? 1);
port.on('message', (job: Job) => {
  readDocument(job.bytes, job.docType).then(
    (result) => port.postMessage({ id: job.id, result }),
    (e: Error) => port.postMessage({ id: job.id, error: { name: e.name, message: e.message } }),
  );
});
port.postMessage({ ready: true });
