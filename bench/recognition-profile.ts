// Profiling aid for issue 12: reads realistic-corpus documents in this thread (no pool) and prints, per
// document, CPU time, wall time and the pipeline's own timings; PROFILE_TYPES (default PP) filters by type.
import { generateRealistic, REALISTIC_KINDS, ILLEGIBLE_KINDS, scoreResult } from '@vault/recognition/corpus';
import sharp from 'sharp';
import { warmUp } from '../packages/recognition/src/pipeline/paddle.js';
import { readDocument } from '../packages/recognition/src/pipeline/read.js';

sharp.cache(false);
const perKind = Number(process.env.BENCH_PER_KIND ?? 5);
const types = (process.env.PROFILE_TYPES ?? 'PP').split(',');
const kinds = process.env.BENCH_KINDS ? (process.env.BENCH_KINDS.split(',') as typeof REALISTIC_KINDS[number][]) : [...REALISTIC_KINDS];
const samples = [];
for await (const s of generateRealistic({ seed: 99, perKind, kinds })) if (types.includes(s.docType) || types.includes('all')) samples.push(s);
const rss0 = process.memoryUsage().rss;
await warmUp(1);
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const cpus: number[] = [];
let exact = 0, legible = 0, wrongPass = 0;
for (const s of samples) {
  const c = process.cpuUsage();
  const t = performance.now();
  const r = await readDocument(s.image, s.docType);
  const u = process.cpuUsage(c);
  const cpu = Math.round((u.user + u.system) / 1000);
  cpus.push(cpu);
  const sc = scoreResult(r, s.truth, s.notPass);
  if (!ILLEGIBLE_KINDS.includes(s.kind)) { legible++; if (sc.correct === sc.fields) exact++; }
  wrongPass += sc.wrong.filter((w) => w.grade === 'PASS').length;
  console.error(`${s.id.padEnd(16)} cpu ${String(cpu).padStart(5)} wall ${String(Math.round(performance.now() - t)).padStart(5)} ${sc.correct}/${sc.fields} clear=${r.clearEnough} rss ${Math.round(process.memoryUsage().rss / 1048576)} ext ${Math.round(process.memoryUsage().external / 1048576)} heap ${Math.round(process.memoryUsage().heapUsed / 1048576)} ${JSON.stringify(r.timings)}`);
}
clearInterval(sampler);
const sorted = [...cpus].sort((a, b) => a - b);
console.log(JSON.stringify({ documents: cpus.length, cpuMedian: sorted[Math.floor(sorted.length / 2)], cpuP95: sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))], exact, legible, wrongPass, peakGrowthMb: Math.round((peak - rss0) / 1048576) }));
