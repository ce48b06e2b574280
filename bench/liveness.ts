// Liveness figures (issue 12): the selfie check of POST /arc/livenessCheck run through the real face worker
// (@vladmandic/human on the wasm backend) on pairs made offline from Human's own face grid (the recognition
// library's face/samples.ts): same man in other photos (genuine), other people (impostors), and the same man's
// photos re-captured from a screen or a print (spoofs). Each "document" is a generated card with one of the
// man's photos as portrait. Prints JSON: false accept / reject rates of the grades, the similarity and
// anti-spoofing distributions, CPU time per check and the worker's peak memory; keeps it in
// bench/results/liveness.json. BENCH_DOCS (default 4) documents; BENCH_IMPOSTOR_STEP (default 2) takes every
// n-th other person.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { createFaceChecker, gradeLiveness, LIVENESS_THRESHOLDS, type FaceReadings } from '@vault/recognition';
import { documentWithPortrait, faceTile, OTHER_PEOPLE, printRecapture, SAME_PERSON, screenRecapture } from '@vault/recognition/face-samples';
import sharp from 'sharp';
import { root } from '../scripts/lib.mjs';

const docCount = Number(process.env.BENCH_DOCS ?? 4);
const impostorStep = Number(process.env.BENCH_IMPOSTOR_STEP ?? 2);
const jpeg = async (png: Buffer) => sharp(png).jpeg({ quality: 90 }).toBuffer();

type Kind = 'genuine' | 'impostor' | 'screen' | 'print';
interface Pair {
  kind: Kind;
  doc: number;
  selfie: number;
  selfieBytes: Buffer;
}

// Every picture is made before the worker starts.
const docs = SAME_PERSON.slice(0, docCount);
const docBytes = new Map<number, Buffer>();
for (const d of docs) docBytes.set(d, await documentWithPortrait(await faceTile(d)));
const pairs: Pair[] = [];
for (const d of docs) {
  for (const s of SAME_PERSON) {
    if (s === d) continue;
    const tile = await faceTile(s);
    pairs.push({ kind: 'genuine', doc: d, selfie: s, selfieBytes: await jpeg(tile) });
    pairs.push({ kind: 'screen', doc: d, selfie: s, selfieBytes: await screenRecapture(tile, s) });
    pairs.push({ kind: 'print', doc: d, selfie: s, selfieBytes: await printRecapture(tile, s) });
  }
  for (const s of OTHER_PEOPLE.filter((_, i) => i % impostorStep === 0)) pairs.push({ kind: 'impostor', doc: d, selfie: s, selfieBytes: await jpeg(await faceTile(s)) });
}

const checker = createFaceChecker({ maxQueue: pairs.length });
const started = Date.now();
await checker.ready();
const loadMs = Date.now() - started;
const results: { pair: Pair; readings: FaceReadings }[] = [];
for (const pair of pairs) results.push({ pair, readings: await checker.check(pair.selfieBytes, docBytes.get(pair.doc)!) });
const peakRssMb = Math.round((checker.peakMemory() ?? 0) / 1048576);
await checker.close();

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Number(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!.toFixed(3)) : null;
};
const dist = (xs: number[]) => ({ n: xs.length, min: pct(xs, 0), median: pct(xs, 50), max: pct(xs, 100) });
const rate = (n: number, of: number) => (of ? Number((n / of).toFixed(4)) : null);

const byKind = Object.fromEntries(
  (['genuine', 'impostor', 'screen', 'print'] as Kind[]).map((kind) => {
    const rs = results.filter((r) => r.pair.kind === kind);
    const graded = rs.map((r) => gradeLiveness(r.readings));
    const grades = { PASS: 0, REVIEW: 0, FAIL: 0, refused: 0 };
    for (const g of graded) grades['refusal' in g ? 'refused' : g.grade]++;
    const made = rs.filter((r) => r.readings.selfie.length === 1 && r.readings.similarity !== null);
    return [
      kind,
      {
        pairs: rs.length,
        grades,
        similarity: dist(made.map((r) => r.readings.similarity!)),
        antiSpoofReal: dist(made.map((r) => r.readings.selfie[0]!.real)),
        liveness: dist(made.map((r) => r.readings.selfie[0]!.live)),
      },
    ];
  }),
) as Record<Kind, { pairs: number; grades: Record<'PASS' | 'REVIEW' | 'FAIL' | 'refused', number>; similarity: ReturnType<typeof dist>; antiSpoofReal: ReturnType<typeof dist>; liveness: ReturnType<typeof dist> }>;

// Likeness alone (what a threshold on similarity would give, whatever the anti-spoofing says).
const sims = (kind: Kind) => results.filter((r) => r.pair.kind === kind && r.readings.similarity !== null).map((r) => r.readings.similarity!);
const likenessAt = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75].map((th) => ({
  threshold: th,
  falseAcceptRate: rate(sims('impostor').filter((s) => s >= th).length, sims('impostor').length),
  falseRejectRate: rate(sims('genuine').filter((s) => s < th).length, sims('genuine').length),
}));
// Anti-spoofing alone: live photos vs re-captures at the PASS and FAIL thresholds.
const reals = (kinds: Kind[]) => results.filter((r) => kinds.includes(r.pair.kind) && r.readings.selfie.length === 1).map((r) => r.readings.selfie[0]!.real);
const antiSpoof = {
  spoofsAboveRealPass: rate(reals(['screen', 'print']).filter((v) => v >= LIVENESS_THRESHOLDS.realPass).length, reals(['screen', 'print']).length),
  livesBelowRealPass: rate(reals(['genuine']).filter((v) => v < LIVENESS_THRESHOLDS.realPass).length, reals(['genuine']).length),
  spoofsBelowRealFail: rate(reals(['screen', 'print']).filter((v) => v < LIVENESS_THRESHOLDS.realFail).length, reals(['screen', 'print']).length),
  livesBelowRealFail: rate(reals(['genuine']).filter((v) => v < LIVENESS_THRESHOLDS.realFail).length, reals(['genuine']).length),
};
const cpu = results.map((r) => r.readings.cpuMs ?? 0);
const attacks = [...results.filter((r) => r.pair.kind !== 'genuine')];
const out = {
  bench: 'liveness',
  at: new Date().toISOString(),
  cores: availableParallelism(),
  loadavg: loadavg().map((l) => Number(l.toFixed(2))),
  model: '@vladmandic/human 3.3.6 (blazeface, facemesh, faceres, antispoof, liveness) on @tensorflow/tfjs-backend-wasm 4.22.0',
  thresholds: LIVENESS_THRESHOLDS,
  data: { documents: docs.length, identities: `1 genuine identity (${SAME_PERSON.length} photos), ${Math.ceil(OTHER_PEOPLE.length / impostorStep)} other faces`, pairs: pairs.length },
  grades: {
    // PASS given to anything that is not the live holder: impostors and re-captures.
    falseAcceptRate: rate(attacks.filter((r) => { const g = gradeLiveness(r.readings); return !('refusal' in g) && g.grade === 'PASS'; }).length, attacks.length),
    // The live holder not PASS (REVIEW, FAIL or refused).
    falseRejectRate: rate(results.filter((r) => r.pair.kind === 'genuine').filter((r) => { const g = gradeLiveness(r.readings); return 'refusal' in g || g.grade !== 'PASS'; }).length, byKind.genuine.pairs),
    // The live holder graded FAIL (evidence against him).
    genuineFailRate: rate(byKind.genuine.grades.FAIL, byKind.genuine.pairs),
    impostorFailRate: rate(byKind.impostor.grades.FAIL, byKind.impostor.pairs),
  },
  byKind,
  likenessAlone: likenessAt,
  antiSpoofAlone: antiSpoof,
  cpuMsPerCheck: { median: pct(cpu, 50), p95: pct(cpu, 95), max: pct(cpu, 100) },
  workerLoadMs: loadMs,
  workerPeakRssMb: peakRssMb,
};
console.log(JSON.stringify(out, null, 2));
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/liveness.json'), JSON.stringify(out, null, 2) + '\n');
