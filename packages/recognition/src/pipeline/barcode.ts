import { readFileSync } from 'node:fs';
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

/** PDF417 texts on an encoded image, control characters kept (AAMVA separates elements with them). */
export async function readPdf417(image: Buffer): Promise<string[]> {
  prepare();
  const results = await readBarcodes(new Uint8Array(image), { formats: ['PDF417'], textMode: 'Plain', tryHarder: true, tryRotate: true, maxNumberOfSymbols: 2 });
  return results.filter((r) => r.isValid && r.text).map((r) => r.text);
}
