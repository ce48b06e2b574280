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
 * at each scale miss different dates: 1.5 last, after 1.0, gained 6 documents of 240 at no wrong PASS (docs/benchmarks.md).
 */
export const READ_AGAIN_SCALES = [1.25, 1, 1.5];

/**
 * A small page read again at `scale` times its size (issue 12, small scans: the date of issue, which only the printed
 * zone carries, was missing on 13 of 60 at seed 11, and names no check digit covers were read with fillers as letters,
 * OLIVERCJOHNK, where the page read at 1.25 times showed OLIVER<JOHN). Detected anew at that scale; only the parts
 * `read` asks for are read. Returns the lines of the printed zone (`printed`: the grading takes dates from them, for
 * the date of issue only) and those lying on the machine-readable zone as the first reading found it (`zone`:
 * `page.lines`, `page.scale` times the image, grown to `read.zoneLines` lines; the grading takes another reading of the
 * names, the number and the sex from them, which confirms nothing). No zone line among `page.lines` (the band reading
 * assembled the zone): nothing lies on it.
 */
export async function printedAgain(
  page: { image: Buffer; width: number; height: number; lines: OcrLine[]; scale: number },
  scale: number,
  read: { printed: boolean; zone: boolean; zoneLines: number },
): Promise<{ printed: string[]; zone: string[] }> {
  const found = page.lines.filter((l) => looksLikeMrzLine(l.text));
  const bounds = boundsOf(found);
  // The page reading may have taken only some of the zone's lines for zone lines (a card's first line read
  // '10P06063473740<<<', its name line as printed words): the band reaches as many lines further either way as it lacks.
  const reach = bounds ? ((bounds.bottom - bounds.top) / found.length) * Math.max(0, read.zoneLines - found.length) : 0;
  const band = bounds && { top: bounds.top - reach, bottom: bounds.bottom + reach };
  if (!band && !read.printed) return { printed: [], zone: [] };
  const side = Math.round(Math.max(page.width, page.height) * scale);
  const copy = await ocrCopy(page.image, page.width, page.height, side, side);
  // The zone's band in the new copy's pixels: a region whose centre lies in it is part of the zone.
  const k = copy.scale / page.scale;
  const onZone = (box: number[][]) => {
    if (!band) return false;
    const y = box.reduce((s, [, py = 0]) => s + py, 0) / box.length;
    return y >= band.top * k && y <= band.bottom * k;
  };
  // Only the regions asked for are read (reading costs by the region; the zone's are the longest).
  const regions = (await detect(copy.input, copy.source)).filter((r) => (onZone(r.box) ? read.zone : read.printed));
  const lines = await recognise(regions);
  return { printed: lines.filter((l) => !onZone(l.box)).map((l) => l.text), zone: lines.filter((l) => onZone(l.box)).map((l) => l.text) };
}
