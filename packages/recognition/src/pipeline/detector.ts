/**
 * The text detector (PP-OCRv4's DB model) edited in memory at load, to cost less CPU for the same text regions.
 *
 * `foldDetector`: the graph paddle2onnx wrote computes, after each of its convolutions, a learnable scale and shift
 * (two scalar Mul and Add nodes), a hard-swish spelled out as four nodes (x * clip(x + 3, 0, 6) / 6), and again a
 * scale and shift; each is a pass over a tensor of up to 32 x 368 x 480 floats. They are folded: a scale and shift
 * after a convolution (and a batch normalisation after one) into its weights and bias, the hard-swish into one
 * HardSwish node (ONNX opset 14, so the opset is raised from 11; no other operator of the graph changed between
 * them), and a scale and shift before convolutions without padding (1 x 1) into those. One before a padded
 * (depthwise) convolution cannot be (its zero padding would not be the same): it becomes one BatchNormalization
 * (mean 0, variance 1, epsilon 1e-12: x * scale + shift), which onnxruntime runs in its blocked layout, where the
 * scalar Mul and Add sent the tensor out of it and back (5 % of the detector's time). The arithmetic is the same up
 * to float rounding: the probabilities differ by < 1e-4, and the regions found on 44 generated pages were all the
 * same.
 *
 * `int8` also runs the two costliest convolutions in int8 (onnxruntime's QLinearConv, which uses AVX512-VNNI where
 * the CPU has it): the two 3 x 3 convolutions from 96 to 24 channels at a quarter of the input's resolution (the
 * neck's last, and the head's first), each ~21 ms of a 960 x 736 page's ~140 ms folded, ~6 ms in int8. Their
 * weights are quantised here per output channel (symmetric int8), their inputs and outputs per tensor (uint8) over
 * the ranges in INT8_CONVS (values outside them are clipped). The text pixels change a little (intersection over
 * union >= 0.99 on every generated page), so a region's box sometimes moves by a pixel or two. Quantising more did
 * not pay: every convolution but the first in int8 ran no faster than these two alone (the float nodes between them
 * were then converted back and forth) and changed the map far more (intersection over union 0.78 on the worst page),
 * its first layers most. Speed, agreement and the ranges: bench/recognition-detector.ts.
 */
import { fields, message, number, text, type Field } from './protobuf.js';

/** One graph node: what it reads and writes, its attributes (their fields, as read) and its other fields. */
interface Node {
  input: string[];
  output: string[];
  name: string;
  op: string;
  attrs: Map<string, Uint8Array>;
  rest: Uint8Array[];
  /** The name of its weight input as the shipped model has it (a folded weight is renamed). */
  weight?: string;
}

interface Tensor {
  dims: number[];
  type: number;
  data: Float32Array | Int8Array | Uint8Array | Int32Array;
}

const FLOAT = 1;
const UINT8 = 2;
const INT8 = 3;
const INT32 = 6;

/**
 * Input and output ranges of the convolutions run in int8 (by their weights' names): the least and greatest
 * values over 22 generated pages (realistic corpus, seed 11, one of each kind), as bench/recognition-detector.ts
 * prints them. The second one's output is after its ReLU (and batch normalisation, folded).
 */
export const INT8_CONVS: { weight: string; input: [number, number]; output: [number, number] }[] = [
  { weight: 'conv2d_138.w_0', input: [-192.9617, 139.1982], output: [-1028.12, 1320.9595] },
  { weight: 'conv2d_159.w_0', input: [-1856.9294, 1923.9475], output: [0, 2.352472] },
];

/** A repeated integer field's values: one varint, or a packed run of them. */
const varints = (b: Uint8Array, f: Field): number[] => {
  if (f.wire === 0) return [f.value];
  const out: number[] = [];
  for (let p = f.body[0]; p < f.body[1]; ) {
    let r = 0;
    for (let m = 1; ; m *= 128) {
      const x = b[p++]!;
      r += (x & 127) * m;
      if (x < 128) break;
    }
    out.push(r);
  }
  return out;
};
const bytesOf = (b: Uint8Array, f: Field) => b.subarray(f.start, f.end);
const string = (no: number, s: string) => message(no, [Buffer.from(s)]);

/** An attribute's integer(s) or float, as read from its field. */
function attribute(raw: Uint8Array): { i?: number; f?: number; ints: number[] } {
  const out: { i?: number; f?: number; ints: number[] } = { ints: [] };
  for (const a of fields(raw, 0, raw.length)) {
    for (const v of fields(raw, a.body[0], a.body[1])) {
      if (v.no === 2 && v.wire === 5) out.f = Buffer.from(raw.subarray(v.body[0], v.body[1])).readFloatLE(0);
      else if (v.no === 3) out.i = v.value;
      else if (v.no === 8) out.ints.push(...varints(raw, v));
    }
  }
  return out;
}

/** A float tensor's values, or undefined when it is not a float tensor held as raw bytes. */
function floatTensor(b: Uint8Array, f: Field): Tensor | undefined {
  const dims: number[] = [];
  let type = 0;
  let raw: Field | undefined;
  for (const t of fields(b, f.body[0], f.body[1])) {
    if (t.no === 1) dims.push(...varints(b, t));
    else if (t.no === 2) type = t.value;
    else if (t.no === 9) raw = t;
  }
  if (type !== FLOAT || !raw) return undefined;
  return { dims, type, data: new Float32Array(new Uint8Array(b.subarray(raw.body[0], raw.body[1])).buffer) };
}

function parseNode(b: Uint8Array, f: Field): Node {
  const node: Node = { input: [], output: [], name: '', op: '', attrs: new Map(), rest: [] };
  for (const x of fields(b, f.body[0], f.body[1])) {
    if (x.no === 1) node.input.push(text(b, x));
    else if (x.no === 2) node.output.push(text(b, x));
    else if (x.no === 3) node.name = text(b, x);
    else if (x.no === 4) node.op = text(b, x);
    else if (x.no === 5) {
      const name = [...fields(b, x.body[0], x.body[1])].find((a) => a.no === 1);
      node.attrs.set(name ? text(b, name) : '', bytesOf(b, x));
    } else node.rest.push(bytesOf(b, x));
  }
  if (node.op === 'Conv') node.weight = node.input[1];
  return node;
}

const nodeBytes = (n: Node): Buffer =>
  message(1, [
    ...n.input.map((i) => string(1, i)),
    ...n.output.map((o) => string(2, o)),
    string(3, n.name),
    string(4, n.op),
    ...n.attrs.values(),
    ...n.rest,
  ]);
const intAttribute = (name: string, v: number) => message(5, [string(1, name), number(20, 2), number(3, v)]);
const floatAttribute = (name: string, v: number) => {
  const f = Buffer.alloc(5);
  f[0] = (2 << 3) | 5;
  f.writeFloatLE(v, 1);
  return message(5, [string(1, name), number(20, 1), f]);
};
const tensorBytes = (name: string, t: Tensor) =>
  message(5, [...t.dims.map((d) => number(1, d)), number(2, t.type), string(8, name), message(9, [new Uint8Array(t.data.buffer, t.data.byteOffset, t.data.byteLength)])]);

/** A node made here. */
const made = (op: string, name: string, input: string[], output: string[], attrs: [string, number][] = []): Node => ({
  op,
  name,
  input,
  output,
  attrs: new Map(attrs.map(([k, v]) => [k, intAttribute(k, v)])),
  rest: [],
});

/**
 * The detector model, folded (and with `int8`, its two costliest convolutions quantised): see the file's comment.
 * `calibrate` (float only): the INT8_CONVS convolutions' inputs and outputs become outputs of the model too, after
 * its own, in INT8_CONVS's order (input, output), to measure their ranges. Throws when the model is not laid out as
 * expected.
 */
export function foldDetector(model: Uint8Array, { int8 = false, calibrate = false } = {}): Buffer {
  const graph = [...fields(model, 0, model.length)].find((f) => f.no === 7);
  if (!graph) throw new Error('detector: no graph');
  let nodes: Node[] = [];
  const constants = new Map<string, Tensor>();
  for (const f of fields(model, graph.body[0], graph.body[1])) {
    if (f.no !== 1) continue;
    const node = parseNode(model, f);
    nodes.push(node);
    if (node.op === 'Constant' && node.attrs.has('value')) {
      const raw = node.attrs.get('value')!;
      const value = [...fields(raw, 0, raw.length)].flatMap((a) => [...fields(raw, a.body[0], a.body[1])]).find((v) => v.no === 5);
      const t = value && floatTensor(raw, value);
      if (t) constants.set(node.output[0]!, t);
    }
  }
  const made_ = new Map<string, Tensor>();
  const tensor = (name: string | undefined) => (name === undefined ? undefined : (made_.get(name) ?? constants.get(name)));
  const floats = (name: string | undefined) => tensor(name)?.data as Float32Array | undefined;
  const scalar = (name: string | undefined) => {
    const t = tensor(name);
    return t && t.type === FLOAT && t.data.length === 1 ? t.data[0]! : undefined;
  };
  const setInput = (node: Node, index: number, name: string, t: Tensor) => {
    made_.set(name, t);
    node.input[index] = name;
  };
  const consumers = () => {
    const m = new Map<string, Node[]>();
    for (const n of nodes) for (const i of n.input) m.set(i, [...(m.get(i) ?? []), n]);
    return m;
  };
  const onlyConsumer = (use: Map<string, Node[]>, name: string) => ((c) => (c?.length === 1 ? c[0] : undefined))(use.get(name));
  const dead = new Set<Node>();
  const sweep = () => (nodes = nodes.filter((n) => !dead.has(n)));
  /** The conv's weight, bias (zeros when it has none) and their shape. */
  const convWeights = (conv: Node) => {
    const w = tensor(conv.input[1]);
    if (!w || w.type !== FLOAT) throw new Error(`detector: weight of ${conv.name} not found`);
    const out = w.dims[0]!;
    return { w: w.data as Float32Array, dims: w.dims, out, per: w.data.length / out, bias: floats(conv.input[2]) ?? new Float32Array(out) };
  };
  /** Gives the conv new weights and bias (names derived from its output, unique). */
  const reweigh = (conv: Node, w: Float32Array, dims: number[], bias: Float32Array, tag: string) => {
    setInput(conv, 1, `${conv.output[0]}.${tag}.w`, { dims, type: FLOAT, data: w });
    setInput(conv, 2, `${conv.output[0]}.${tag}.b`, { dims: [bias.length], type: FLOAT, data: bias });
  };

  // A batch normalisation, or a scalar scale and shift, after a convolution: into its weights and bias.
  let use = consumers();
  for (const conv of nodes.filter((n) => n.op === 'Conv')) {
    for (;;) {
      const next = onlyConsumer(use, conv.output[0]!);
      if (next?.op === 'BatchNormalization') {
        const [g, beta, mean, variance] = next.input.slice(1).map(floats);
        if (!g || !beta || !mean || !variance) break;
        const eps = attribute(next.attrs.get('epsilon') ?? new Uint8Array()).f ?? 1e-5;
        const { w, dims, per, bias } = convWeights(conv);
        const k = g.map((v, o) => v / Math.sqrt(variance[o]! + eps));
        reweigh(conv, w.map((v, j) => v * k[Math.floor(j / per)]!), dims, bias.map((v, o) => (v - mean[o]!) * k[o]! + beta[o]!), 'bn');
        conv.output[0] = next.output[0]!;
        dead.add(next);
        continue;
      }
      const add = next?.op === 'Mul' ? onlyConsumer(use, next.output[0]!) : undefined;
      const a = next && scalar(next.input.find((i) => i !== conv.output[0]));
      const c = add?.op === 'Add' ? scalar(add.input.find((i) => i !== next!.output[0])) : undefined;
      if (a === undefined || c === undefined) break;
      const { w, dims, bias } = convWeights(conv);
      reweigh(conv, w.map((v) => v * a), dims, bias.map((v) => v * a + c), 'affine');
      conv.output[0] = add!.output[0]!;
      dead.add(next!).add(add!);
    }
  }
  sweep();

  // x * clip(x + 3, 0, 6) / 6: HardSwish.
  use = consumers();
  for (const add of nodes.filter((n) => n.op === 'Add' && scalar(n.input[1]) === 3)) {
    const x = add.input[0]!;
    const clip = onlyConsumer(use, add.output[0]!);
    if (clip?.op !== 'Clip' || scalar(clip.input[1]) !== 0 || scalar(clip.input[2]) !== 6) continue;
    const mul = onlyConsumer(use, clip.output[0]!);
    if (mul?.op !== 'Mul' || !mul.input.includes(x)) continue;
    const div = onlyConsumer(use, mul.output[0]!);
    if (div?.op !== 'Div' || scalar(div.input[1]) !== 6) continue;
    dead.add(add).add(clip).add(mul).add(div);
    nodes[nodes.indexOf(div)] = made('HardSwish', `${div.name}.hardswish`, [x], div.output);
  }
  sweep();

  // A scalar scale and shift read only by unpadded, ungrouped convolutions: into their weights and bias.
  use = consumers();
  for (const mul of nodes.filter((n) => n.op === 'Mul')) {
    const x = mul.input.find((i) => scalar(i) === undefined);
    const a = scalar(mul.input.find((i) => i !== x));
    const add = onlyConsumer(use, mul.output[0]!);
    const c = add?.op === 'Add' ? scalar(add.input.find((i) => i !== mul.output[0])) : undefined;
    if (x === undefined || a === undefined || c === undefined) continue;
    const convs = use.get(add!.output[0]!) ?? [];
    const plain = (n: Node) =>
      n.op === 'Conv' && n.input[0] === add!.output[0] && attribute(n.attrs.get('pads') ?? new Uint8Array()).ints.every((p) => p === 0) && (attribute(n.attrs.get('group') ?? new Uint8Array()).i ?? 1) === 1;
    if (!convs.length || !convs.every(plain)) continue;
    for (const conv of convs) {
      const { w, dims, per, bias } = convWeights(conv);
      const sums = bias.map((v, o) => {
        let s = 0;
        for (let j = 0; j < per; j++) s += w[o * per + j]!;
        return v + c * s;
      });
      reweigh(conv, w.map((v) => v * a), dims, sums, 'input');
      conv.input[0] = x;
    }
    dead.add(mul).add(add!);
  }
  sweep();

  // A scalar scale and shift left (before padded convolutions): one per-channel BatchNormalization node.
  use = consumers();
  const producer = new Map(nodes.flatMap((n) => n.output.map((o) => [o, n] as const)));
  /** The channels of a tensor: its convolution's, through the elementwise nodes after it. */
  const channels = (name: string): number | undefined => {
    const p = producer.get(name);
    if (p?.op === 'Conv') return tensor(p.input[1])?.dims[0];
    return p && ['HardSwish', 'Relu'].includes(p.op) ? channels(p.input[0]!) : undefined;
  };
  for (const mul of nodes.filter((n) => n.op === 'Mul')) {
    const x = mul.input.find((i) => scalar(i) === undefined);
    const a = scalar(mul.input.find((i) => i !== x));
    const add = onlyConsumer(use, mul.output[0]!);
    const c = add?.op === 'Add' ? scalar(add.input.find((i) => i !== mul.output[0])) : undefined;
    const n = x === undefined ? undefined : channels(x);
    if (x === undefined || a === undefined || c === undefined || !n) continue;
    const name = add!.output[0]!;
    const parameters = [a, c, 0, 1].map((v, k) => {
      const t: Tensor = { dims: [n], type: FLOAT, data: new Float32Array(n).fill(v) };
      made_.set(`${name}.bn${k}`, t);
      return `${name}.bn${k}`;
    });
    dead.add(mul);
    nodes[nodes.indexOf(add!)] = { ...made('BatchNormalization', `${add!.name}.affine`, [x, ...parameters], [name]), attrs: new Map([['epsilon', floatAttribute('epsilon', 1e-12)]]) };
  }
  sweep();

  const initializers = new Map<string, Tensor>();
  if (int8) quantise(nodes, tensor, initializers);
  const exposed = calibrate && !int8 ? INT8_CONVS.flatMap(({ weight }) => ((c) => [c.input[0]!, quantisedOutput(nodes, c).output[0]!])(convolution(nodes, weight))) : [];

  // Constants no node reads any more (the folded weights) go; the new weights become initializers.
  const read = new Set(nodes.flatMap((n) => n.input));
  nodes = nodes.filter((n) => n.op !== 'Constant' || read.has(n.output[0]!));
  for (const [name, t] of made_) if (read.has(name)) initializers.set(name, t);
  const graphFields: Uint8Array[] = [];
  for (const f of fields(model, graph.body[0], graph.body[1])) if (f.no !== 1) graphFields.push(bytesOf(model, f));
  graphFields.push(...nodes.map(nodeBytes), ...[...initializers].map(([name, t]) => tensorBytes(name, t)));
  // A graph output: its name and type (float tensor).
  graphFields.push(...exposed.map((name) => message(12, [string(1, name), message(2, [message(1, [number(1, FLOAT)])])])));
  const out: Uint8Array[] = [];
  for (const f of fields(model, 0, model.length)) {
    if (f.no === 7) out.push(message(7, graphFields));
    else if (f.no === 8 && !([...fields(model, f.body[0], f.body[1])].some((o) => o.no === 1 && text(model, o) !== ''))) {
      // The default domain's opset: 14 (HardSwish; per-channel DequantizeLinear needs 13).
      out.push(message(8, [string(1, ''), number(2, 14)]));
    } else out.push(bytesOf(model, f));
  }
  return Buffer.concat(out);
}

/** The convolution whose weight the shipped model names `weight`. */
function convolution(nodes: Node[], weight: string): Node {
  const conv = nodes.find((n) => n.op === 'Conv' && n.weight === weight);
  if (!conv) throw new Error(`detector: convolution ${weight} not found`);
  return conv;
}

/** The node whose output is quantised: a convolution's ReLU when that is its only reader (onnxruntime then drops the ReLU), or the convolution. */
function quantisedOutput(nodes: Node[], conv: Node): Node {
  const readers = nodes.filter((n) => n.input.includes(conv.output[0]!));
  return readers.length === 1 && readers[0]!.op === 'Relu' ? readers[0]! : conv;
}

/** uint8 scale and zero point of a range (widened to hold 0). */
function quantisation([lo, hi]: [number, number]): { scale: number; zero: number } {
  const [min, max] = [Math.min(0, lo), Math.max(0, hi)];
  const scale = (max - min) / 255 || 1;
  return { scale, zero: Math.max(0, Math.min(255, Math.round(-min / scale))) };
}

/**
 * The INT8_CONVS convolutions between QuantizeLinear and DequantizeLinear nodes (QDQ), which onnxruntime runs as
 * QLinearConv: input quantised, weights and bias as int8 and int32 constants, output (after a ReLU when the
 * convolution's only reader is one) quantised. Edits `nodes` in place.
 */
function quantise(nodes: Node[], tensor: (name: string) => Tensor | undefined, initializers: Map<string, Tensor>): void {
  const add = (name: string, t: Tensor) => (initializers.set(name, t), name);
  const qdq = (at: number, from: string, to: string, range: [number, number]) => {
    const { scale, zero } = quantisation(range);
    const s = add(`${from}.q.scale`, { dims: [], type: FLOAT, data: new Float32Array([scale]) });
    const z = add(`${from}.q.zero`, { dims: [], type: UINT8, data: new Uint8Array([zero]) });
    nodes.splice(at, 0, made('QuantizeLinear', `${from}.quantise`, [from, s, z], [`${from}.q`]), made('DequantizeLinear', `${from}.dequantise`, [`${from}.q`, s, z], [to]));
    return scale;
  };
  for (const { weight, input, output } of INT8_CONVS) {
    const conv = convolution(nodes, weight);
    const w = tensor(conv.input[1]!);
    if (!w || w.type !== FLOAT) throw new Error(`detector: weight ${weight} not found`);
    const out = w.dims[0]!;
    const per = w.data.length / out;
    const scales = new Float32Array(out);
    const q = new Int8Array(w.data.length);
    for (let o = 0; o < out; o++) {
      let max = 0;
      for (let j = 0; j < per; j++) max = Math.max(max, Math.abs(w.data[o * per + j]!));
      scales[o] = max / 127 || 1;
      for (let j = 0; j < per; j++) q[o * per + j] = Math.round(w.data[o * per + j]! / scales[o]!);
    }
    const x = conv.input[0]!;
    const inScale = qdq(nodes.indexOf(conv), x, `${x}.dq`, input);
    const name = conv.output[0]!;
    const weights = [
      made('DequantizeLinear', `${name}.w.dequantise`, [add(`${name}.w.q`, { dims: w.dims, type: INT8, data: q }), add(`${name}.w.scale`, { dims: [out], type: FLOAT, data: scales }), add(`${name}.w.zero`, { dims: [out], type: INT8, data: new Int8Array(out) })], [`${name}.w.dq`], [['axis', 0]]),
    ];
    const bias = conv.input[2] ? tensor(conv.input[2]) : undefined;
    if (bias) {
      const bScales = scales.map((s) => s * inScale);
      const bq = Int32Array.from(bias.data as Float32Array, (v, o) => Math.round(v / bScales[o]!));
      weights.push(made('DequantizeLinear', `${name}.b.dequantise`, [add(`${name}.b.q`, { dims: [out], type: INT32, data: bq }), add(`${name}.b.scale`, { dims: [out], type: FLOAT, data: bScales }), add(`${name}.b.zero`, { dims: [out], type: INT32, data: new Int32Array(out) })], [`${name}.b.dq`], [['axis', 0]]));
    }
    conv.input = [`${x}.dq`, `${name}.w.dq`, ...(bias ? [`${name}.b.dq`] : [])];
    nodes.splice(nodes.indexOf(conv), 0, ...weights);
    const last = quantisedOutput(nodes, conv);
    const y = last.output[0]!;
    last.output[0] = `${y}.float`;
    qdq(nodes.indexOf(last) + 1, `${y}.float`, y, output);
  }
}
