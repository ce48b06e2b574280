import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let prepared = false;

/** Loads zxing's wasm from node_modules: by default it would fetch it from a CDN, which is not allowed. */
function prepare(): void {
  if (prepared) return;
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  const binary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer;
  prepareZXingModule({ overrides: { wasmBinary: binary }, fireImmediately: true });
  prepared = true;
}

/**
 * PDF417 texts on an encoded image, control characters kept (AAMVA separates elements with them). The
 * image is decoded here and handed over as pixels: zxing then copies only its grey values into its
 * WebAssembly memory, where an encoded image is copied whole and decoded there too. That memory never
 * shrinks: one 1600x1850 page grew the worker by ~55 MB for the rest of its life, as pixels by ~36 MB, and
 * the first reading cost 0.17 s of CPU instead of 0.28 s (issue 12). zxing's grey conversion is the same
 * either way (its Rec. 601 integer formula), so the same codes are found.
 */
export async function readPdf417(image: Buffer): Promise<string[]> {
  prepare();
  const { data, info } = await sharp(image).ensureAlpha(1).raw().toBuffer({ resolveWithObject: true });
  // zxing takes any { data, width, height } as RGBA pixels (Node has no ImageData class).
  const pixels = { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height, colorSpace: 'srgb' };
  const results = await readBarcodes(pixels as unknown as Parameters<typeof readBarcodes>[0], { formats: ['PDF417'], textMode: 'Plain', tryHarder: true, tryRotate: true, maxNumberOfSymbols: 2 });
  return results.filter((r) => r.isValid && r.text).map((r) => r.text);
}
