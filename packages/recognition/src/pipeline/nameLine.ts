import sharp from 'sharp';
import { visualZone, vizHasNames } from '../grading/viz.js';
import { layoutFor } from '../mrz/layouts.js';
import { extractZone, FILLER_MISREADS, looksLikeMrzLine, normalizeMrzText } from '../mrz/normalize.js';
import { parseMrz, type MrzValue } from '../mrz/parse.js';
import { settleLookAlikeLetters } from './lookAlikeLetters.js';
import { recognise, type Detected, type OcrLine } from './paddle.js';

/**
 * Characters past the names' end (as first read) that the left part keeps: the letters the whole line's reading
 * dropped lie before it, and the filler run that ends the names must be in the part for it to be taken.
 */
const MARGIN = 12;

/** Length of the longest common subsequence of two short strings (a zone line and a reading of it). */
function commonLength(a: string, b: string): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const c of a) {
    const row = [0];
    for (let j = 0; j < b.length; j++) row.push(c === b[j] ? previous[j]! + 1 : Math.max(previous[j + 1]!, row[j]!));
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The part starts as the zone line does: the same document code and state as the whole line's reading, or the same code
 * and, where the whole line's state was misread with its names ('P<ROD<<<' for 'P<IRLWOOD<<<'), the holder's
 * nationality as line 2 reads it, a known code.
 */
function sameStart(part: string, line: string, nationality: MrzValue): boolean {
  if (part === line) return true;
  // A nationality that is not 'invalid' is a known code (parse.ts solveState).
  return part.length === 5 && part.slice(0, 2) === line.slice(0, 2) && nationality.check !== 'invalid' && part.slice(2) === nationality.value.padEnd(3, '<');
}

/**
 * Where the names of a zone line read end, from `start`: the first filler from which the line holds nothing but fillers
 * and the letters they are misread as, three fillers among them ('MATEO<<K<KK<<<...': its K are fillers, not a name);
 * -1 when there is none.
 */
export function namesEnd(line: string, start: number): number {
  const tail = new RegExp(`^[<${FILLER_MISREADS}]*$`);
  for (let i = line.indexOf('<', start); i >= 0; i = line.indexOf('<', i + 1)) {
    const rest = line.slice(i);
    if (tail.test(rest) && rest.split('<').length > 3) return i;
  }
  return -1;
}

const sameBox = (a: number[][], b: number[][]) => a.length === b.length && a.every((p, i) => p[0] === b[i]![0] && p[1] === b[i]![1]);

/**
 * The zone's name line read again in its left part, where the names are (issue 12: an open passport booklet
 * photographed whole, a curled page). On a zone line a few pixels high the recogniser drops letters from the
 * whole line's reading ('P<NLDBROWN<<LUCY<<<...' read 'P<NLDBRN<<LY<<<...'), while the same crop cut to the part
 * before the filler run reads every letter: over the whole 44 characters its CTC steps come out too few for the
 * letters among the fillers. Only when the names as read are not what the visual zone prints, the line's tail (past
 * the names) is fillers in the first reading, and the part reads the same document code and state: the names it
 * reads, the rest fillers, replace that line. Nothing else changes; names stay PASS only where the visual zone
 * prints them (grading/mrzFields.ts), so a misreading here is at worst a WARNING.
 * The part's letters are settled by their cells as the whole line's were (lookAlikeLetters.ts; seed 233's small-scan-22:
 * WALKER settled from HALKER on the whole line, then read HALKER again in the part). `regions` and `lines`: a zone
 * reading's regions and their lines; `printed`: the page's lines (the visual zone); `scale`: the regions' pixels per
 * pixel of the page.
 */
export async function rereadNameLine(regions: Detected[], lines: OcrLine[], printed: string[], scale: number): Promise<string[]> {
  const texts = lines.map((l) => l.text);
  const zone = extractZone(texts, { band: true });
  const parsed = zone && parseMrz(zone);
  if (!zone || !parsed) return texts;
  const viz = visualZone(printed.filter((t) => !looksLikeMrzLine(t)));
  if (vizHasNames(viz, parsed)) return texts;
  const layout = layoutFor(zone.length, zone[0]!.length, parsed.documentCode.slice(0, 1));
  if (!layout) return texts;
  const [index, start] = layout.name;
  const zoneLine = zone[index]!;
  // The line read as that zone line: the closest in characters kept in order.
  const scored = lines.map((l) => ({ l, n: commonLength(normalizeMrzText(l.text), zoneLine) })).sort((a, b) => b.n - a.n);
  const line = scored[0] && scored[0].n >= zoneLine.length * 0.8 ? scored[0].l : undefined;
  const region = line && regions.find((r) => sameBox(r.box, line.box));
  if (!line || !region) return texts;
  const read = normalizeMrzText(line.text);
  const end = read.indexOf('<<<', start);
  if (end < 0 || !/^<*$/.test(read.slice(end))) return texts;
  const width = Math.round(region.image.width * Math.min(0.85, Math.max(0.5, (end + MARGIN) / zoneLine.length)));
  const { data, info } = await sharp(region.image.data, { raw: { width: region.image.width, height: region.image.height, channels: 4 } })
    .extract({ left: 0, top: 0, width, height: region.image.height })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [read0] = await recognise([{ box: region.box, image: { data, width: info.width, height: info.height } }]);
  // Settled with the reading's other lines beside it: they give the zone's length, which places the part's names.
  const [again] = read0 ? settleLookAlikeLetters([read0, ...lines.filter((l) => l !== line)], scale) : [];
  const left = again ? normalizeMrzText(again.text) : '';
  // Fillers read as K or C past the names are no letters the whole line dropped: the part must read more of the names.
  const leftEnd = namesEnd(left, start);
  if (leftEnd <= end || !sameStart(left.slice(0, start), zoneLine.slice(0, start), parsed.nationality) || leftEnd > zoneLine.length) return texts;
  const candidate = left.slice(0, leftEnd).padEnd(zoneLine.length, '<');
  return texts.map((t) => (t === line.text ? candidate : t));
}
