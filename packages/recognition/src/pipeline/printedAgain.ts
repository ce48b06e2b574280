import { looksLikeMrzLine } from '../mrz/normalize.js';
import { ocrCopy } from './image.js';
import { boundsOf, detect, recognise, type OcrLine } from './paddle.js';

/**
 * A page enlarged at least this much for its first reading (the OCR copy's scale: a scan of 400-530 px on its
 * long side) is small enough that its printed zone may read better at nearly its own size.
 */
export const SMALL_PAGE_SCALE = 1.8;

/**
 * The scales of the readings again, in turn until the date of issue is settled. On the realistic corpus's small-scan
 * cards (seed 11, 40 cards), the printed date of issue was among the page's text in 17 read at 2.4 times (the first
 * reading's scale on a 400 px scan), 27 at 1.0, 31 at 1.25, 30 at 1.5 and 27 at 1.75: enlarged 2.4 times, characters
 * 6-7 px high are resampled twice and their digits run into one another ('23.95.2095' for 23.05.2025). The readings
 * at 1.0 and 1.25 miss different dates.
 */
export const READ_AGAIN_SCALES = [1.25, 1];

/**
 * The printed (visual) zone of a small page read again at `scale` times its size (issue 12, small scans: the date of
 * issue, which only the printed zone carries, was missing on 13 of 60 at seed 11). Detected anew at that scale; the
 * regions lying on the machine-readable zone (as the first reading found it: `page.lines`, `page.scale` times the
 * image) are not read. Returns the lines read; the grading uses them for the date of issue only.
 */
export async function printedAgain(page: { image: Buffer; width: number; height: number; lines: OcrLine[]; scale: number }, scale: number): Promise<string[]> {
  const side = Math.round(Math.max(page.width, page.height) * scale);
  const copy = await ocrCopy(page.image, page.width, page.height, side, side);
  const zone = boundsOf(page.lines.filter((l) => looksLikeMrzLine(l.text)));
  // The zone's band in the new copy's pixels: a region whose centre lies in it is part of the zone.
  const k = copy.scale / page.scale;
  const onZone = (box: number[][]) => {
    if (!zone) return false;
    const y = box.reduce((s, [, py = 0]) => s + py, 0) / box.length;
    return y >= zone.top * k && y <= zone.bottom * k;
  };
  const regions = (await detect(copy.input, copy.source)).filter((r) => !onZone(r.box));
  return (await recognise(regions)).map((l) => l.text);
}
