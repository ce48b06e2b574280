import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';

// Everything pdf.js loads comes from its own package folder: worker, standard fonts, character maps, image
// decoders. Nothing is fetched from a CDN (the server runs offline).
const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
export const PDFJS_ASSETS = {
  worker: join(root, 'legacy/build/pdf.worker.mjs'),
  standardFonts: `${join(root, 'standard_fonts')}/`,
  cMaps: `${join(root, 'cmaps')}/`,
  wasm: `${join(root, 'wasm')}/`,
  icc: `${join(root, 'iccs')}/`,
};

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let loaded: Promise<PdfJs> | null = null;

/** The legacy build is the one meant for Node; loaded on first use so start-up does not pay for it. */
function pdfjs(): Promise<PdfJs> {
  loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((lib) => {
    lib.GlobalWorkerOptions.workerSrc = pathToFileURL(PDFJS_ASSETS.worker).href;
    return lib;
  });
  return loaded;
}

/** Opens a PDF from bytes (copied: pdf.js takes ownership of what it is given). The caller must destroy() it. */
export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  const lib = await pdfjs();
  const task = lib.getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl: PDFJS_ASSETS.standardFonts,
    cMapUrl: PDFJS_ASSETS.cMaps,
    cMapPacked: true,
    wasmUrl: PDFJS_ASSETS.wasm,
    iccUrl: PDFJS_ASSETS.icc,
    // No code generated from document content, no system fonts, no font loading into a DOM that is not there.
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  return task.promise;
}
