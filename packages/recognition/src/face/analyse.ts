import sharp from 'sharp';
import type { Human } from './model.js';

/** One face found in a picture (box in the decoded picture's pixels, enlarged as Human's crop is). */
export interface FaceFound {
  /** Detection confidence, 0-1. */
  score: number;
  box: [number, number, number, number];
  /** Anti-spoofing: 1 a real face, 0 a picture of one (printed, on a screen). */
  real: number;
  /** Liveness: 1 a live capture, 0 a re-capture. */
  live: number;
  embedding: number[];
}

export class UnsupportedFaceInputError extends Error {
  override name = 'UnsupportedFaceInputError';
}

/** Pictures are reduced to this long side before detection: enough for the 112-256 px face crops the models use. */
const MAX_SIDE = 1280;
/**
 * Faces below this detection confidence are not counted (neither as the face nor as another face). Low on
 * purpose: a second person half in the picture must still count as another face; PASS asks for far more.
 */
export const MIN_FACE_SCORE = 0.45;
/**
 * A grey border of this share of the long side around the picture. Human's detector enlarges each face box
 * by about half for its crop; a face near an edge (a document's portrait, a close selfie) was clipped and its
 * description drifted (the same photo on a generated card scored 0.63 against itself instead of 0.96).
 */
const PAD = 0.25;

/** Decodes a picture (any format sharp reads, EXIF orientation applied) as RGB pixels. */
async function decode(bytes: Uint8Array): Promise<{ data: Buffer; width: number; height: number; pad: number }> {
  try {
    const fitted = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pad = Math.round(Math.max(fitted.info.width, fitted.info.height) * PAD);
    const { data, info } = await sharp(fitted.data, { raw: { width: fitted.info.width, height: fitted.info.height, channels: 3 } })
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 128, g: 128, b: 128 } })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, pad };
  } catch (error) {
    throw new UnsupportedFaceInputError(`not a readable picture: ${(error as Error).message}`);
  }
}

/** The faces in a picture, largest first. */
export async function findFaces(human: Human, bytes: Uint8Array): Promise<FaceFound[]> {
  const { data, width, height, pad } = await decode(bytes);
  const tensor = human.tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), [height, width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    return result.face
      .filter((f) => f.score >= MIN_FACE_SCORE && f.embedding?.length)
      .map((f) => ({ score: f.score, box: [f.box[0] - pad, f.box[1] - pad, f.box[2], f.box[3]] as FaceFound['box'], real: f.real ?? 0, live: f.live ?? 0, embedding: f.embedding ?? [] }))
      .sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
  } finally {
    tensor.dispose();
  }
}

/** What the worker answers for one check: the faces of both pictures (no embeddings) and their similarity. */
export interface FaceReadings {
  selfie: Omit<FaceFound, 'embedding'>[];
  portrait: Omit<FaceFound, 'embedding'>[];
  /** Similarity (0-1, Human's normalised distance of the two descriptors) of the selfie's and the portrait's largest faces. */
  similarity: number | null;
  /** CPU time of the worker for the check, ms. */
  cpuMs?: number;
}

const withoutEmbedding = ({ embedding: _embedding, ...rest }: FaceFound) => rest;

/** Reads the selfie and the document's portrait and compares their largest faces. */
export async function readFaces(human: Human, selfie: Uint8Array, portrait: Uint8Array): Promise<FaceReadings> {
  const a = await findFaces(human, selfie);
  const b = await findFaces(human, portrait);
  const similarity = a[0] && b[0] ? human.match.similarity(a[0].embedding, b[0].embedding) : null;
  return { selfie: a.map(withoutEmbedding), portrait: b.map(withoutEmbedding), similarity };
}
