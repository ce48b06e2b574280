/** Face worker process (forked by the face pool): loads the face models once, then answers one check per message. */
import sharp from 'sharp';
import { readFaces } from './analyse.js';
import { loadHuman } from './model.js';

interface Job {
  id: number;
  selfie: Uint8Array;
  portrait: Uint8Array;
}

const send = process.send?.bind(process);
if (!send) throw new Error('face entry runs only as a worker process (forked with an IPC channel)');
process.on('disconnect', () => process.exit(0));

sharp.cache(false);
const human = await loadHuman();
// One check at a time, in order: the CPU time over a check is the check's.
let chain = Promise.resolve();
process.on('message', (job: Job) => {
  chain = chain.then(async () => {
    const cpu = process.cpuUsage();
    try {
      const readings = await readFaces(human, job.selfie, job.portrait);
      const used = process.cpuUsage(cpu);
      send({ id: job.id, result: { ...readings, cpuMs: Math.round((used.user + used.system) / 1000) } });
    } catch (e) {
      send({ id: job.id, error: { name: (e as Error).name, message: (e as Error).message } });
    }
  });
});
send({ ready: true });
