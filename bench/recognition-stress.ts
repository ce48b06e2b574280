// Recognition on pictures harder than the realistic corpus (packages/recognition/src/corpus/stress.ts): phone photos
// with the page small in the frame, motion blur, shadows, glare, dim light, flash, 1-bit scans, heavy JPEG, tiny
// pictures, pages cut short, a stamp over the zone, a photo of a screen, a curled passport page, a passport booklet photographed
// open (the booklet kinds are passports only). Not accuracy targets (a cut-off check digit
// cannot be read): per kind, how many documents are read exactly, how many accepted, how many fields graded PASS with
// a wrong value (the figure that must stay 0), the share of fields graded PASS, and the CPU median. BENCH_PER_KIND (default 3: a passport, a TD1 and a
// TD2 card), BENCH_KINDS, BENCH_SEED (5), BENCH_WORKER (a built worker script). Prints JSON, kept in
// bench/results/recognition-stress.json; the documents not read exactly go to stderr with their wrong fields.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRecognizer } from '@vault/recognition';
import { generateStress, scoreResult, STRESS_KINDS, type StressKind } from '@vault/recognition/corpus';
import { root } from '../scripts/lib.mjs';
import { median } from './stats.js';

const perKind = Number(process.env.BENCH_PER_KIND ?? 3);
const seed = Number(process.env.BENCH_SEED ?? 5);
const kinds = process.env.BENCH_KINDS ? (process.env.BENCH_KINDS.split(',') as StressKind[]).filter((k) => STRESS_KINDS.includes(k)) : [...STRESS_KINDS];
const recognizer = createRecognizer({ workers: 1, ...(process.env.BENCH_WORKER ? { workerUrl: pathToFileURL(resolve(process.env.BENCH_WORKER)) } : {}) });

const byKind: Record<string, { documents: number; exact: number; accepted: number; wrongPass: number; fields: number; passed: number; cpuMs: number[] }> = {};
try {
  for await (const s of generateStress({ seed, perKind, kinds })) {
    const result = await recognizer.recognize(s.image, s.docType);
    const score = scoreResult(result, s.truth, s.notPass);
    const k = (byKind[s.kind] ??= { documents: 0, exact: 0, accepted: 0, wrongPass: 0, fields: 0, passed: 0, cpuMs: [] });
    k.documents++;
    k.exact += score.exact ? 1 : 0;
    k.accepted += result.clearEnough ? 1 : 0;
    k.wrongPass += score.wrongPass;
    k.fields += score.fields;
    k.passed += score.passed;
    k.cpuMs.push(result.timings.cpu ?? 0);
    if (!score.exact) process.stderr.write(`${s.id}${score.wrongPass ? ' WRONG PASS' : ''}: ${JSON.stringify(score.wrong)}\n`);
  }
} finally {
  await recognizer.close();
}
const kindsOut = Object.fromEntries(Object.entries(byKind).map(([kind, k]) => [kind, { documents: k.documents, exact: k.exact, accepted: k.accepted, wrongPass: k.wrongPass, passShare: Math.round((k.passed / k.fields) * 1000) / 1000, cpuMedianMs: median(k.cpuMs) }]));
const all = Object.values(byKind);
const out = {
  bench: 'recognition-stress',
  at: new Date().toISOString(),
  seed,
  perKind,
  worker: process.env.BENCH_WORKER ?? 'sources',
  documents: all.reduce((n, k) => n + k.documents, 0),
  exact: all.reduce((n, k) => n + k.exact, 0),
  accepted: all.reduce((n, k) => n + k.accepted, 0),
  wrongPass: all.reduce((n, k) => n + k.wrongPass, 0),
  // Fields graded PASS over fields read, every kind together (what a reviewer need not check).
  passShare: Math.round((all.reduce((n, k) => n + k.passed, 0) / all.reduce((n, k) => n + k.fields, 0)) * 1000) / 1000,
  kinds: kindsOut,
};
writeFileSync(join(root, 'bench/results/recognition-stress.json'), JSON.stringify(out, null, 2));
console.log(JSON.stringify(out, null, 2));
