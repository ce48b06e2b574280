/**
 * The recogniser with its output layer cut down to the classes a Latin-script document can use (issue 12).
 * PP-OCRv4's Chinese recogniser scores 6,625 classes at every time step (its last MatMul, 120 x 6,625,
 * its bias and a softmax); our documents need ~250 of them. The model file is edited in memory at load:
 * the two Constant nodes holding that layer's weight and bias keep only the chosen columns, and the
 * declared output size follows. Nothing else in the graph changes. ONNX is protobuf: the few fields
 * touched are re-encoded here, every other byte is copied as read.
 */

import { fields, message, number, rewrite, text, type Field } from './protobuf.js';

/**
 * The model with the output layer `weight` (rows x classes, float32) and `bias` cut to the classes in
 * `keep` (ascending indices), in that order. Throws when the model is not laid out as expected.
 */
export function trimOutputLayer(model: Uint8Array, weight: string, bias: string, keep: number[]): Buffer {
  let classes = 0;
  let edited = 0;
  const tensor = (b: Uint8Array, f: Field): Buffer => {
    const dims: number[] = [];
    let raw: Field | undefined;
    for (const t of fields(b, f.body[0], f.body[1])) {
      if (t.no === 1 && t.wire === 0) dims.push(t.value);
      if (t.no === 9) raw = t;
    }
    classes = dims.at(-1)!;
    const rows = dims.length === 2 ? dims[0]! : 1;
    if (!raw || raw.body[1] - raw.body[0] !== rows * classes * 4) throw new Error('output layer: unexpected tensor layout');
    const from = new Float32Array(Buffer.from(b.subarray(raw.body[0], raw.body[1])).buffer.slice(0));
    const to = new Float32Array(rows * keep.length);
    for (let r = 0; r < rows; r++) for (let j = 0; j < keep.length; j++) to[r * keep.length + j] = from[r * classes + keep[j]!]!;
    edited++;
    // The dims are written once, in place of the first, with the last one changed.
    const first = [...fields(b, f.body[0], f.body[1])].find((t) => t.no === 1)!.start;
    const newDims = Buffer.concat([...dims.slice(0, -1), keep.length].map((d) => number(1, d)));
    return message(f.no, rewrite(b, f.body[0], f.body[1], (t) =>
      t.no === 1 ? (t.start === first ? newDims : Buffer.alloc(0)) : t.no === 9 ? message(9, [new Uint8Array(to.buffer)]) : undefined,
    ));
  };
  const node = (b: Uint8Array, f: Field): Buffer | undefined => {
    const outputs = [...fields(b, f.body[0], f.body[1])].filter((n) => n.no === 2).map((n) => text(b, n));
    if (!outputs.includes(weight) && !outputs.includes(bias)) return undefined;
    return message(1, rewrite(b, f.body[0], f.body[1], (a) =>
      a.no === 5 ? message(5, rewrite(b, a.body[0], a.body[1], (t) => (t.no === 5 ? tensor(b, t) : undefined))) : undefined,
    ));
  };
  // The graph's declared output: its last dimension (the class count) follows.
  const lastDim = (b: Uint8Array, f: Field, depth: number): Buffer | undefined => {
    const path = [2, 1, 2]; // ValueInfo.type -> TypeProto.tensor_type -> TensorType.shape
    if (depth < path.length) {
      if (f.no !== path[depth]) return undefined;
      return message(f.no, rewrite(b, f.body[0], f.body[1], (g) => lastDim(b, g, depth + 1)));
    }
    const isClasses = f.no === 1 && [...fields(b, f.body[0], f.body[1])].some((d) => d.no === 1 && d.wire === 0 && d.value === classes);
    return isClasses ? message(1, [number(1, keep.length)]) : undefined;
  };
  const out = rewrite(model, 0, model.length, (f) =>
    f.no === 7
      ? message(7, rewrite(model, f.body[0], f.body[1], (g) => (g.no === 1 ? node(model, g) : g.no === 12 ? message(12, rewrite(model, g.body[0], g.body[1], (v) => lastDim(model, v, 0))) : undefined)))
      : undefined,
  );
  if (edited !== 2) throw new Error(`output layer: found ${edited} of its 2 tensors`);
  return Buffer.concat(out);
}
