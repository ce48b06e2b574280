import sharp from 'sharp';

export type Bounds = { left: number; top: number; right: number; bottom: number };

/** Long side of the grey thumbnail the paper is looked for on: a page a fifth of a photo wide is ~60 px there. */
const THUMB_SIDE = 320;

/** Grey levels a pixel may differ from the paper's and still be paper (blur, JPEG, a little shade). */
const TOLERANCE = 40;

/** Paper spreading over more of the photo than this is not told apart from its background (a white desk). */
const MAX_SHARE = 0.5;

/**
 * The paper around a document's detected text, in the image's pixels: the pixels as bright as the paper
 * between the text's lines, joined to them (issue 12, far-phone). Far from the camera the detector finds a
 * page's larger printed values but not its zone (characters ~7 px high at the detector's DETECT_AREA), and a
 * crop drawn around the values missed the zone below them, or the right half of its lines. The page's own
 * edge says how far it reaches. Null when the paper runs into a background as bright as itself.
 */
export async function paperAround(image: Buffer, size: { width: number; height: number }, text: Bounds): Promise<Bounds | null> {
  const { data, info } = await sharp(image).resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const [w, h] = [info.width, info.height];
  const k = w / size.width;
  const clampX = (v: number) => Math.max(0, Math.min(w - 1, Math.round(v * k)));
  const clampY = (v: number) => Math.max(0, Math.min(h - 1, Math.round(v * k)));
  const [x0, x1, y0, y1] = [clampX(text.left), clampX(text.right), clampY(text.top), clampY(text.bottom)];
  // The paper's grey: the median within the text's bounds, where ink is a minority of the pixels.
  const inside: number[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) inside.push(data[y * w + x]!);
  const paper = inside.sort((a, b) => a - b)[Math.floor(inside.length / 2)] ?? 0;
  const isPaper = (i: number) => Math.abs(data[i]! - paper) <= TOLERANCE;
  // Grown from the paper between the lines to every paper pixel joined to it (4-neighbours).
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = y * w + x;
      if (isPaper(i)) [seen[i], stack[stack.length]] = [1, i];
    }
  }
  const found = { left: w, top: h, right: 0, bottom: 0, count: 0 };
  while (stack.length) {
    const i = stack.pop()!;
    const [x, y] = [i % w, Math.floor(i / w)];
    [found.left, found.right, found.top, found.bottom, found.count] = [Math.min(found.left, x), Math.max(found.right, x), Math.min(found.top, y), Math.max(found.bottom, y), found.count + 1];
    for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1]) {
      if (j >= 0 && !seen[j] && isPaper(j)) [seen[j], stack[stack.length]] = [1, j];
    }
  }
  if (!found.count || (found.right - found.left + 1) * (found.bottom - found.top + 1) > MAX_SHARE * w * h) return null;
  return { left: found.left / k, top: found.top / k, right: (found.right + 1) / k, bottom: (found.bottom + 1) / k };
}
