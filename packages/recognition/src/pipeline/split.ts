/**
 * Text boxes from the detector's mask, and each box's crop: @gutenye/ocr-common's splitIntoLineImages
 * (MIT), same steps and constants, with two changes. The page is copied into OpenCV's memory once per
 * page, not once per box (a page of 60 boxes copied the page 60 times), and every OpenCV matrix is
 * released: the package kept each crop's matrix and its transform, so the WebAssembly heap (which never
 * shrinks) grew with every line ever read, by megabytes per document. OpenCV and Clipper are the
 * package's own dependencies, loaded from where it finds them.
 */
import { createRequire } from 'node:module';
import type { RawRgba } from './paddle.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- opencv.js and js-clipper ship no usable types */
type Point = [number, number];
export interface LineImage {
  box: Point[];
  image: RawRgba;
}

let loaded: Promise<{ cv: any; clipper: any }> | null = null;
function libraries(): Promise<{ cv: any; clipper: any }> {
  loaded ??= (async () => {
    const fromPackage = createRequire(createRequire(import.meta.url).resolve('@gutenye/ocr-common'));
    const cv = fromPackage('@techstark/opencv-js');
    if (!cv.Mat) await new Promise<void>((resolve) => (cv.onRuntimeInitialized = resolve));
    return { cv, clipper: fromPackage('js-clipper') };
  })();
  return loaded;
}

const MIN_SIZE = 3;
const UNCLIP_RATIO = 1.5;

/** Boxes (in `source` pixels) and crops of the white regions of `mask`; `source` may be larger than the mask. */
export async function splitIntoLines(mask: RawRgba, source: RawRgba): Promise<LineImage[]> {
  const { cv, clipper } = await libraries();
  const found: LineImage[] = [];
  const grey = cv.matFromImageData(mask);
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  const page = cv.matFromImageData(source);
  try {
    cv.cvtColor(grey, grey, cv.COLOR_RGBA2GRAY, 0);
    cv.findContours(grey, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    const [rx, ry] = [source.width / mask.width, source.height / mask.height];
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      const first = miniBox(cv, contour);
      contour.delete();
      if (first.side < MIN_SIZE) continue;
      const expanded = unclip(clipper, first.points);
      if (expanded.length < 6) continue;
      const boxMat = cv.matFromArray(expanded.length / 2, 1, cv.CV_32SC2, expanded);
      const { points: box, side } = miniBox(cv, boxMat);
      boxMat.delete();
      if (side < MIN_SIZE + 2) continue;
      for (const p of box) {
        p[0] *= rx;
        p[1] *= ry;
      }
      // Rounded and clipped in place: the box kept (and cut out) is the rounded one, as in the package.
      const ordered = orderClockwise(box);
      for (const p of ordered) {
        p[0] = clip(Math.round(p[0]), 0, source.width);
        p[1] = clip(Math.round(p[1]), 0, source.height);
      }
      if (Math.trunc(norm(ordered[0]!, ordered[1]!)) <= 3 || Math.trunc(norm(ordered[0]!, ordered[3]!)) <= 3) continue;
      found.push({ box, image: rotateCrop(cv, page, box) });
    }
  } finally {
    grey.delete();
    contours.delete();
    hierarchy.delete();
    page.delete();
  }
  return found;
}

/**
 * Crops of boxes already found (in `source` pixels, four corners in any order), cut as splitIntoLines
 * cuts them: used to read a page turned after its detection without detecting it again (issue 12).
 * Boxes whose corners leave the image are clipped to it; boxes too small to read are dropped.
 */
export async function cutRegions(source: RawRgba, boxes: Point[][]): Promise<LineImage[]> {
  const { cv } = await libraries();
  const page = cv.matFromImageData(source);
  try {
    const found: LineImage[] = [];
    for (const corners of boxes) {
      const box = cornerOrder(corners.map(([x, y]) => [clip(Math.round(x), 0, source.width), clip(Math.round(y), 0, source.height)] as Point));
      if (Math.trunc(norm(box[0]!, box[1]!)) <= 3 || Math.trunc(norm(box[0]!, box[3]!)) <= 3) continue;
      found.push({ box, image: rotateCrop(cv, page, box) });
    }
    return found;
  } finally {
    page.delete();
  }
}

/** Top-left, top-right, bottom-right, bottom-left of a box lying near level, as miniBox orders them. */
function cornerOrder(corners: Point[]): Point[] {
  const points = [...corners].sort((a, b) => a[0] - b[0]);
  const [i1, i4] = points[1]![1] > points[0]![1] ? [0, 1] : [1, 0];
  const [i2, i3] = points[3]![1] > points[2]![1] ? [2, 3] : [3, 2];
  return [points[i1]!, points[i2]!, points[i3]!, points[i4]!];
}

const clip = (n: number, min: number, max: number) => Math.max(min, Math.min(n, max));
const norm = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

function miniBox(cv: any, contour: any): { points: Point[]; side: number } {
  const rect = cv.minAreaRect(contour);
  const points = boxPoints(rect.center, rect.size, rect.angle).sort((a, b) => a[0] - b[0]);
  const [i1, i4] = points[1]![1] > points[0]![1] ? [0, 1] : [1, 0];
  const [i2, i3] = points[3]![1] > points[2]![1] ? [2, 3] : [3, 2];
  return { points: [points[i1]!, points[i2]!, points[i3]!, points[i4]!], side: Math.min(rect.size.height, rect.size.width) };
}

function boxPoints(center: { x: number; y: number }, size: { width: number; height: number }, angle: number): Point[] {
  const theta = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(theta), Math.sin(theta)];
  const [dx, dy] = [size.width * 0.5, size.height * 0.5];
  const { x: cx, y: cy } = center;
  return [
    [cx - dx * cos + dy * sin, cy - dx * sin - dy * cos],
    [cx + dx * cos + dy * sin, cy + dx * sin - dy * cos],
    [cx + dx * cos - dy * sin, cy + dx * sin + dy * cos],
    [cx - dx * cos - dy * sin, cy - dx * sin + dy * cos],
  ];
}

/** The box grown by area * 1.5 / perimeter on every side (round joins), as a flat list of x, y. */
function unclip(clipper: any, box: Point[]): number[] {
  let area = 0;
  let length = 0;
  for (let i = 0; i < box.length; i++) {
    const [a, b] = [box[(i + box.length - 1) % box.length]!, box[i]!];
    area += a[1] * b[0] - a[0] * b[1];
    length += Math.hypot(a[0] - b[0], a[1] - b[1]);
  }
  const distance = (Math.abs(area / 2) * UNCLIP_RATIO) / length;
  const offset = new clipper.ClipperOffset();
  offset.AddPath(box.map(([X, Y]) => ({ X, Y })), clipper.JoinType.jtRound, clipper.EndType.etClosedPolygon);
  const expanded: { X: number; Y: number }[][] = [];
  offset.Execute(expanded, distance);
  return (expanded[0] ?? []).flatMap((p) => [p.X, p.Y]);
}

function orderClockwise(points: Point[]): Point[] {
  const sums = points.map((p) => p[0] + p[1]);
  const topLeft = points[sums.indexOf(Math.min(...sums))]!;
  const bottomRight = points[sums.indexOf(Math.max(...sums))]!;
  const rest = points.filter((p) => p !== topLeft && p !== bottomRight);
  const diff = rest[1]!.map((v, i) => v - rest[0]![i]!);
  return [topLeft, rest[diff.indexOf(Math.min(...diff))]!, bottomRight, rest[diff.indexOf(Math.max(...diff))]!];
}

/** The box's pixels, straightened; a box standing upright (1.5 times taller than wide) is turned 90 degrees. */
function rotateCrop(cv: any, page: any, points: Point[]): RawRgba {
  const width = Math.trunc(Math.max(norm(points[0]!, points[1]!), norm(points[2]!, points[3]!)));
  const height = Math.trunc(Math.max(norm(points[0]!, points[3]!), norm(points[1]!, points[2]!)));
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, points.flat());
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, width, 0, width, height, 0, height]);
  const transform = cv.getPerspectiveTransform(from, to);
  const crop = new cv.Mat();
  let turned: any = null;
  try {
    cv.warpPerspective(page, crop, transform, new cv.Size(width, height), cv.INTER_CUBIC, cv.BORDER_REPLICATE, new cv.Scalar());
    if (crop.rows / crop.cols >= 1.5) {
      turned = new cv.Mat();
      const rotation = cv.getRotationMatrix2D(new cv.Point(crop.cols / 2, crop.cols / 2), 90, 1);
      cv.warpAffine(crop, turned, rotation, new cv.Size(crop.rows, crop.cols), cv.INTER_CUBIC, cv.BORDER_REPLICATE, new cv.Scalar());
      rotation.delete();
    }
    const out = turned ?? crop;
    // Copied out of OpenCV's heap, so the matrix can be released.
    return { data: new Uint8Array(out.data), width: out.cols, height: out.rows };
  } finally {
    from.delete();
    to.delete();
    transform.delete();
    crop.delete();
    turned?.delete();
  }
}
