// Paired A/B of two recognition workers (issue 12): each legible realistic-corpus document is read by worker A
// and worker B in turn (alternating which goes first), and their CPU times (the worker's own `timings.cpu`) and
// fields compared. Medians of one build move by ~15 % between runs on this machine; paired sums do not.
// AB_WORKER_A / AB_WORKER_B: built worker scripts (default packages/server/dist/recognition-worker.js for both,
// e.g. a copy of dist made before a change for A); AB_ENV_A / AB_ENV_B: extra environment, "K=V K2=V2".
// BENCH_PER_KIND (default 3), BENCH_KINDS, BENCH_SEED (99). Prints JSON: CPU sums and medians, the paired
// median difference, each worker's peak resident memory (VmHWM), the documents read exactly by each (and the wrong
// fields of the others), and the documents whose fields or grades differ (what changed, and whether each reading was
// exact against the truth).
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { generateRealistic, ILLEGIBLE_KINDS, REALISTIC_KINDS, scoreResult, type RealisticKind } from '@vault/recognition/corpus';
import { RECOGNITION_WORKER_ENV, type RecognitionResult } from '@vault/recognition';
import { median } from './stats.js';

const defaultWorker = 'packages/server/dist/recognition-worker.js';
const envOf = (s = '') => Object.fromEntries(s.split(' ').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
// As the pool starts its workers, one thread each.
const base = { ...RECOGNITION_WORKER_ENV, RECOGNITION_THREADS: '1' };
const setups = [
  { script: process.env.AB_WORKER_A ?? defaultWorker, env: envOf(process.env.AB_ENV_A) },
  { script: process.env.AB_WORKER_B ?? defaultWorker, env: envOf(process.env.AB_ENV_B) },
];

const workers: ChildProcess[] = await Promise.all(
  setups.map(({ script, env }) => {
    const w = fork(script, [], { env: { ...process.env, ...base, ...env }, serialization: 'advanced', execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    return new Promise<ChildProcess>((resolve) => w.once('message', () => resolve(w)));
  }),
);

let nextId = 0;
const read = (w: ChildProcess, bytes: Uint8Array, docType: string) =>
  new Promise<RecognitionResult>((resolve, reject) => {
    const id = ++nextId;
    const on = (m: { id?: number; result?: RecognitionResult; error?: { message: string } }) => {
      if (m.id !== id) return;
      w.off('message', on);
      if (m.result) resolve(m.result);
      else reject(new Error(m.error?.message ?? 'no result'));
    };
    w.on('message', on);
    w.send({ id, bytes, docType });
  });
const peakMb = (w: ChildProcess) => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${w.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
const fieldsOf = (r: RecognitionResult) => r.fields.map((f) => `${f.code}:${f.value}:${f.grade}`).join('|');

const kinds = (process.env.BENCH_KINDS?.split(',') as RealisticKind[] | undefined) ?? REALISTIC_KINDS.filter((k) => !ILLEGIBLE_KINDS.includes(k));
const cpu: [number[], number[]] = [[], []];
const fieldsDiffer: { id: string; exact: [boolean, boolean]; wrongPass: [number, number]; changed: string[] }[] = [];
const exact = [0, 0];
// Per worker, the wrong values graded PASS over every document (changed between the builds or not).
const wrongPass = [0, 0];
// Per worker, the documents not read exactly: their id and each wrong field as 'code: got (grade)'.
const notExact: [string[], string[]] = [[], []];
let n = 0;
for await (const s of generateRealistic({ seed: Number(process.env.BENCH_SEED ?? 99), perKind: Number(process.env.BENCH_PER_KIND ?? 3), kinds })) {
  const order = n++ % 2 ? [1, 0] : [0, 1];
  const results: RecognitionResult[] = [];
  for (const i of order) results[i] = await read(workers[i]!, s.image, s.docType);
  cpu[0].push(results[0]!.timings.cpu ?? 0);
  cpu[1].push(results[1]!.timings.cpu ?? 0);
  const scores = results.map((r) => scoreResult(r, s.truth, s.notPass));
  scores.forEach((sc, i) => {
    exact[i]! += sc.exact ? 1 : 0;
    wrongPass[i]! += sc.wrongPass;
    if (!sc.exact) notExact[i]!.push(`${s.id}: ${sc.wrong.map((w) => `${w.code}: ${w.got.replace(/\n/g, '|')} (${w.grade})`).join(', ')}`);
  });
  if (fieldsOf(results[0]!) !== fieldsOf(results[1]!)) {
    const shown = (r: RecognitionResult, code: number) => ((f) => (f ? `${f.value.replace(/\n/g, '|')} (${f.grade})` : 'none'))(r.fields.find((f) => f.code === code));
    const codes = [...new Set(results.flatMap((r) => r.fields.map((f) => f.code)))];
    const changed = codes.filter((c) => shown(results[0]!, c) !== shown(results[1]!, c)).map((c) => `${c}: ${shown(results[0]!, c)} -> ${shown(results[1]!, c)}`);
    fieldsDiffer.push({ id: s.id, exact: [scores[0]!.exact, scores[1]!.exact], wrongPass: [scores[0]!.wrongPass, scores[1]!.wrongPass], changed });
  }
  process.stderr.write(`${s.id} A ${results[0]!.timings.cpu} ms ${peakMb(workers[0]!)} MB, B ${results[1]!.timings.cpu} ms ${peakMb(workers[1]!)} MB\n`);
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
console.log(
  JSON.stringify(
    {
      bench: 'recognition-ab',
      at: new Date().toISOString(),
      documents: cpu[0].length,
      a: { worker: setups[0]!.script, env: setups[0]!.env, cpuSumMs: sum(cpu[0]), cpuMedianMs: median(cpu[0]), peakMb: peakMb(workers[0]!) },
      b: { worker: setups[1]!.script, env: setups[1]!.env, cpuSumMs: sum(cpu[1]), cpuMedianMs: median(cpu[1]), peakMb: peakMb(workers[1]!) },
      cpuSumChange: Math.round((sum(cpu[1]) / sum(cpu[0]) - 1) * 1000) / 1000,
      pairedMedianDifferenceMs: median(cpu[1].map((b, i) => b - cpu[0][i]!)),
      exact: { a: exact[0], b: exact[1] },
      wrongPass: { a: wrongPass[0], b: wrongPass[1] },
      notExact: { a: notExact[0], b: notExact[1] },
      fieldsDiffer,
    },
    null,
    2,
  ),
);
for (const w of workers) w.kill();
