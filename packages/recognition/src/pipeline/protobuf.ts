/**
 * The little protobuf an in-memory ONNX edit needs (trimHead.ts, detector.ts): fields read where they lie in the
 * model's bytes, and messages written back. Hand-written rather than a protobuf library with onnx.proto: the edits
 * touch a handful of field numbers, and every field they do not touch is copied as read.
 */

/** A protobuf field: its number, wire type, and where its payload (or varint) lies in the buffer (a fixed32 or fixed64's bytes too). */
export interface Field {
  no: number;
  wire: number;
  start: number;
  end: number;
  value: number;
  body: [number, number];
}

export function* fields(b: Uint8Array, start: number, end: number): Generator<Field> {
  let p = start;
  const varint = () => {
    let r = 0;
    let m = 1;
    for (;;) {
      const x = b[p++]!;
      r += (x & 127) * m;
      m *= 128;
      if (x < 128) return r;
    }
  };
  while (p < end) {
    const from = p;
    const key = varint();
    const [no, wire] = [Math.floor(key / 8), key & 7];
    let value = 0;
    let body: [number, number] = [p, p];
    if (wire === 0) value = varint();
    else if (wire === 2) {
      const len = varint();
      body = [p, p + len];
      p += len;
    } else if (wire === 5) {
      body = [p, p + 4];
      p += 4;
    } else if (wire === 1) {
      body = [p, p + 8];
      p += 8;
    }
    else throw new Error(`unsupported protobuf wire type ${wire}`);
    yield { no, wire, start: from, end: p, value, body };
  }
}

export const varintBytes = (n: number): number[] => {
  const out: number[] = [];
  while (n >= 128) {
    out.push((n % 128) | 128);
    n = Math.floor(n / 128);
  }
  out.push(n);
  return out;
};
export const message = (no: number, parts: Uint8Array[]): Buffer => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([...varintBytes(no * 8 + 2), ...varintBytes(body.length)]), body]);
};
export const number = (no: number, n: number) => Buffer.from([...varintBytes(no * 8), ...varintBytes(n)]);

/**
 * Copies the message b[start, end), replacing fields: `edit` returns the bytes to write instead of a field
 * (whole field, key included), or undefined to copy it as it is.
 */
export function rewrite(b: Uint8Array, start: number, end: number, edit: (f: Field) => Uint8Array | undefined): Buffer[] {
  const out: Buffer[] = [];
  for (const f of fields(b, start, end)) out.push(Buffer.from(edit(f) ?? b.subarray(f.start, f.end)));
  return out;
}

export const text = (b: Uint8Array, f: Field) => Buffer.from(b.subarray(f.body[0], f.body[1])).toString();
