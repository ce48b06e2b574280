// Recognition figures (issue 5): per document kind and degradation the document-level exact match,
// per-field accuracy and wrong-but-PASS share; time per document (median, p95), peak memory, and the
// event-loop delay of this process while 4 documents are read at once. Prints JSON and keeps it in
// bench/results/recognition.json. BENCH_PER_KIND (default 6) documents per kind, each in every degradation;
// BENCH_KINDS and BENCH_DEGRADATIONS (comma-separated) narrow the corpus, e.g. for a timing run on passports.
// BENCH_CORPUS=realistic (issue 12) reads the realistic corpus instead: turned, tilted, keystoned and
// screenshot pages, captions, visas, small scans, JPEG 30, other zone fonts, specimens, cards with the
// printed zone close to the zone, illegible pages and pages with no zone; BENCH_PER_KIND documents per kind
// (BENCH_KINDS narrows it), accuracy, acceptance and CPU time per kind, and peak memory per worker.
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRecognizer } from '@vault/recognition';
import { addScore, CORPUS_KINDS, DEGRADATIONS, emptyTally, figures, generateCorpus, generateRealistic, ILLEGIBLE_KINDS, MODERATE, REALISTIC_KINDS, scoreResult, type RealisticSample, type Sample, type Tally } from '@vault/recognition/corpus';
import { root } from '../scripts/lib.mjs';

const perKind = Number(process.env.BENCH_PER_KIND ?? 6);
const seed = Number(process.env.BENCH_SEED ?? 99);
const listed = <T extends string>(env: string | undefined, all: readonly T[]): T[] => (env ? (env.split(',') as T[]).filter((x) => all.includes(x)) : [...all]);
const realistic = process.env.BENCH_CORPUS === 'realistic';
const kinds = listed(process.env.BENCH_KINDS, CORPUS_KINDS);
const degradations = listed(process.env.BENCH_DEGRADATIONS, DEGRADATIONS);
const realisticKinds = listed(process.env.BENCH_KINDS, REALISTIC_KINDS);
// Every image is generated before any worker starts, so the process's growth from then on is the workers'.
const classicSamples: Sample[] = [];
const realisticSamples: RealisticSample[] = [];
for await (const s of realistic ? [] : generateCorpus({ seed, perKind, kinds, degradations })) classicSamples.push(s);
for await (const s of realistic ? generateRealistic({ seed, perKind, kinds: realisticKinds }) : []) realisticSamples.push(s);
const rssBeforeWorkers = process.memoryUsage().rss;
// BENCH_WORKER: a built worker script (as the server's bundle ships it) instead of the TypeScript sources.
const recognizer = createRecognizer(process.env.BENCH_WORKER ? { workerUrl: pathToFileURL(resolve(process.env.BENCH_WORKER)) } : {});

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!) : null;
};

const t0 = performance.now();
await recognizer.ready();
const warmUpMs = Math.round(performance.now() - t0);

const tallies = new Map<string, Tally>();
const times = new Map<string, number[]>();
const cpuTimes = new Map<string, number[]>();
const add = <T>(m: Map<string, T>, k: string, make: () => T) => m.get(k) ?? m.set(k, make()).get(k)!;
const wrongExamples: string[] = [];
// CPU time of a document: the worker process measures its own (timings.cpu, the reading alone), plus what
// this process spent on it (sending the bytes, receiving the result).
const cpuMs = (result: { timings?: Record<string, number> }, here: NodeJS.CpuUsage) => (result.timings?.cpu ?? 0) + (here.user + here.system) / 1000;
// The passport read four times at once at the end: the classic corpus's first, or the realistic corpus's first legible one.
let firstPassport: { image: Uint8Array } | null = null;

for (const s of classicSamples) {
  if (s.kind === 'passport') firstPassport ??= s;
  const t = performance.now();
  const cpu = process.cpuUsage();
  const result = await recognizer.recognize(s.image, s.docType);
  add(times, s.kind, () => []).push(performance.now() - t);
  add(cpuTimes, s.kind, () => []).push(cpuMs(result, process.cpuUsage(cpu)));
  const score = scoreResult(result, s.truth);
  const group = MODERATE.includes(s.degradation) ? 'moderate' : 'heavy';
  for (const key of [`${s.kind}/${s.degradation}`, `${s.kind}/${group}`, `all/${group}`, 'all']) addScore(add(tallies, key, emptyTally), score, result);
  for (const w of score.wrong) if (wrongExamples.length < 40) wrongExamples.push(`${s.id} field ${w.code}: ${w.expected} -> ${w.got} (${w.grade})`);
  process.stderr.write(`${s.id} ${Math.round(performance.now() - t)} ms ${score.correct}/${score.fields}\n`);
}

for (const s of realisticSamples) {
  if (s.docType === 'PP' && !ILLEGIBLE_KINDS.includes(s.kind)) firstPassport ??= s;
  const t = performance.now();
  const cpu = process.cpuUsage();
  const result = await recognizer.recognize(s.image, s.docType);
  add(times, s.kind, () => []).push(performance.now() - t);
  const docCpu = cpuMs(result, process.cpuUsage(cpu));
  add(cpuTimes, s.kind, () => []).push(docCpu);
  const score = scoreResult(result, s.truth, s.notPass);
  const group = ILLEGIBLE_KINDS.includes(s.kind) ? 'illegible' : 'legible';
  // Passports with a legible zone (every kind's passports; not the letter read as a passport): the CPU target.
  if (s.docType === 'PP' && group === 'legible') add(cpuTimes, 'passport', () => []).push(docCpu);
  for (const key of [s.kind, `all/${group}`, 'all']) addScore(add(tallies, key, emptyTally), score, result);
  for (const w of score.wrong) if (wrongExamples.length < 40) wrongExamples.push(`${s.id} field ${w.code}: ${w.expected} -> ${w.got} (${w.grade})`);
  if (!result.clearEnough && !ILLEGIBLE_KINDS.includes(s.kind) && wrongExamples.length < 40) wrongExamples.push(`${s.id} refused: ${result.reasons.join('; ')}`);
  process.stderr.write(`${s.id} ${Math.round(performance.now() - t)} ms cpu ${Math.round(docCpu)} ms ${score.correct}/${score.fields} clear=${result.clearEnough}\n`);
}

// Event-loop delay of this process while 4 passports are read at once by the pool.
const histogram = monitorEventLoopDelay({ resolution: 10 });
const batch = performance.now();
histogram.enable();
if (firstPassport) await Promise.all([0, 1, 2, 3].map(() => recognizer.recognize(firstPassport!.image, 'PP')));
histogram.disable();
const batchMs = Math.round(performance.now() - batch);

clearInterval(sampler);
// Each worker is a process: its own peak resident memory (VmHWM), models, buffers and runtime included.
const workerPeaks = recognizer.peakMemory();
const workersRecycled = recognizer.recycled();
await recognizer.close();

const out = {
  bench: 'recognition',
  at: new Date().toISOString(),
  corpus: realistic ? 'realistic' : 'classic',
  seed,
  perKind,
  kinds: realistic ? realisticKinds : kinds,
  degradations: realistic ? [] : degradations,
  pool: { workers: recognizer.workers, threadsPerWorker: recognizer.threadsPerWorker },
  machine: { cores: availableParallelism(), loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100) },
  warmUpMs,
  timeMs: Object.fromEntries([...times].map(([k, xs]) => [k, { documents: xs.length, median: pct(xs, 50), p95: pct(xs, 95) }])),
  cpuMsPerDocument: Object.fromEntries([...cpuTimes].map(([k, xs]) => [k, { median: pct(xs, 50), p95: pct(xs, 95) }])),
  // This process (the images, the pool); the workers are processes of their own since issue 12.
  peakRssMb: Math.round(peakRss / 1048576),
  benchGrowthMb: Math.round((peakRss - rssBeforeWorkers) / 1048576),
  // The highest peak of each worker slot, replaced workers included (RecognizerOptions.recycleAboveMb).
  peakRssPerWorkerMb: workerPeaks.map((b) => Math.round(b / 1048576)),
  workersRecycled,
  eventLoopWhileReading4: { documents: 4, wallMs: batchMs, p50Ms: histogram.percentile(50) / 1e6, p99Ms: histogram.percentile(99) / 1e6, maxMs: histogram.max / 1e6 },
  accuracy: Object.fromEntries([...tallies].sort(([a], [b]) => a.localeCompare(b)).map(([k, t]) => [k, figures(t)])),
  wrongExamples,
};
console.log(JSON.stringify(out, null, 2));
writeFileSync(join(root, `bench/results/recognition${realistic ? '-realistic' : ''}.json`), JSON.stringify(out, null, 2));
