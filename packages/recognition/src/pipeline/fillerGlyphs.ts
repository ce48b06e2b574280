import { FILLER_WEIGHT } from '../mrz/confusions.js';
import { FILLER_MISREADS } from '../mrz/normalize.js';
import { cellsOf, dot, meanOf, type LineGlyphs } from './glyphCells.js';
import type { OcrLine } from './paddle.js';
import { settleLookAlikeLetters } from './lookAlikeLetters.js';
import { LENGTHS, lineLengthOf, nameStart, zoneLength } from './zoneLines.js';

/**
 * A cell at least this like the line's fillers (cosine), and clearly more than any cell the grammar says is no
 * filler, is a filler. Measured on small scans (5-8 px a character): cells read as fillers 0.90-0.99, letters up to
 * 0.74 (K, whose right half is a '<', 0.74-0.86), the fillers read as C or K 0.95-0.99.
 */
const FILLER_LIKE = 0.9;
/** How far above the line's most filler-like cell that cannot be a filler a cell's score must be. */
const ABOVE_OTHERS = 0.15;

const within = (i: number, spans: [number, number][]) => spans.some(([a, b]) => i >= a && i <= b);
const digitsIn = (text: string) => text.replace(/\D/g, '').length;

/**
 * Which cells of a zone line may be fillers read as something else (`candidate`), and which the grammar says are no
 * fillers (`other`: the reference of what a character looks like), by the line's length and shape (ICAO 9303):
 * - a name line (TD1 line 3 whole, TD2/TD3 line 1 from the sixth character; no digit there): filler look-alikes
 *   (K, C, S, X, Z) among the names and letters alone or in pairs among them, against the letters of words of three
 *   or more;
 * - a line with optional data (TD3 and TD2 line 2, TD1 lines 1 and 2): any character there but those weighing as a
 *   filler (0, A, K, U), against the dates and check digits (and a TD1's code and state). The composite check digit
 *   covers what is put back there: a cell wrongly taken for a filler makes it fail.
 */
interface Shape {
  candidate: (i: number, c: string) => boolean;
  other: (i: number, c: string) => boolean;
  /** Candidates that, unless they look like fillers, are letters that end a run of fillers and look-alikes. */
  letterUnlessLike?: (i: number) => boolean;
  /** A name line read short of its length: a lone cell between two names may be the separator's two fillers read as one. */
  short?: boolean;
}

function shapeOf(line: string, expected: number | null): Shape | null {
  const n = line.length;
  const nameFrom = nameStart(n, expected);
  if (nameFrom !== null && !/\d/.test(line.slice(nameFrom))) {
    // Letters that are no look-alike, in runs ('WRIGHT', 'AA'): a run of one or two among fillers and look-alikes
    // ('CCOCKCC', 'KAAK') may be fillers misread too, and is a candidate; runs of three or more (words) are the
    // reference of what is no filler. A real name of one or two letters ('DE<VRIES') stays: its cells are unlike fillers.
    const word = Array.from({ length: n }, () => 0);
    for (const [first, last] of runsOf(line, (i, c) => i >= nameFrom && /[A-Z]/.test(c) && !FILLER_MISREADS.includes(c))) {
      for (let i = first; i <= last; i++) word[i] = last - first + 1;
    }
    const island = (i: number) => word[i]! > 0 && word[i]! <= 2;
    return { candidate: (i, c) => i >= nameFrom && (FILLER_MISREADS.includes(c) || island(i)), other: (i) => word[i]! >= 3, letterUnlessLike: island, short: !LENGTHS.includes(n) };
  }
  const optional = (spans: [number, number][], others: [number, number][]) => ({
    candidate: (i: number, c: string) => within(i, spans) && c !== '<' && !FILLER_WEIGHT.includes(c),
    other: (i: number, c: string) => within(i, others) && c !== '<',
  });
  // A line read up to three characters short (fillers lost in its optional data, where the recogniser merges repeats)
  // has its fields where they were read up to the optional data, which then ends as many characters early.
  const length = lineLengthOf(n, expected);
  // The second line of a TD3 or TD2: birth and expiry dates with their check digits at 13-19 and 21-27.
  if ((length === 44 || length === 36) && digitsIn(line.slice(13, 20)) >= 5) return optional([[28, n - (length === 44 ? 3 : 2)]], [[13, 19], [21, 27]]);
  // A TD1's second line: its dates at 0-6 and 8-14, optional data 18-28.
  if (length === 30 && digitsIn(line.slice(0, 7)) >= 5) return optional([[18, n - 2]], [[0, 6], [8, 14]]);
  // A TD1's first line: code, state, document number and its check digit, then optional data.
  if (length === 30 && /^[IAC]/.test(line)) return optional([[15, n - 1]], [[0, 0], [2, 13]]);
  return null;
}

/**
 * A zone line read as one region, some of whose fillers were read as other characters: each is put back as '<' when
 * its pixels look like the line's own fillers and unlike the characters that cannot be fillers (issue 12, small
 * scans: 'EDWARDS<<SARAH<GRACE' read as 'EDHARDSCCSARAHCGRACECCCC...', a TD1's optional data '<<<<<<<' as '<5<C<C4';
 * at 5-8 px a character the recogniser reads '<' as C, K or a digit, but the cells do not look alike). The reference
 * is the line itself, printed and photographed alike: its cells read as fillers, against the cells the grammar says
 * are no fillers (shapeOf). Nothing is graded on this: names still pass only where the visual zone prints them, and
 * optional data only with the composite check digit.
 */
export function restoreFillerGlyphs(lines: OcrLine[]): OcrLine[] {
  const expected = zoneLength(lines);
  // Every line's cells and fillers (a line of no known shape, read short, lends its fillers all the same); those of a
  // known shape have their grammar (shapeOf) and may have fillers put back.
  const glyphs = lines.map((l) => fillerCells(l));
  const cells = glyphs.map((g) => g && withShape(g, expected));
  // Each line's own fillers, where it read three or more; a name line that read none of its fillers as such
  // ('PETROVKKJAMESKCKKKCKK...') borrows the other zone lines' (zoneFillers).
  // Learnt only when a line has a cell that may be a filler: a zone read cleanly costs no cell.
  const templates = new Map<number, Float32Array | null>();
  const own = (j: number) => {
    if (!templates.has(j)) {
      const c = glyphs[j];
      templates.set(j, c && c.fillers.length >= MIN_FILLERS ? meanOf(c.fillers.map((i) => c.at(i))) : null);
    }
    return templates.get(j)!;
  };
  return lines.map((line, k) => {
    const c = cells[k];
    if (!c || ![...c.normalized].some((ch, i) => c.shape.candidate(i, ch))) return line;
    const template = own(k);
    const evidence = template ? fillerEvidence(c, template, [c]) : unreadFillers(c) ? zoneFillers(c, glyphs, own, k) : null;
    if (!evidence) return line;
    const { normalized, shape } = c;
    const sorted = [...evidence.fillers].sort((a, b) => a - b);
    // As like the fillers as they are to one another: within 0.05 of their median, and never below FILLER_LIKE.
    const floor = Math.max(FILLER_LIKE, sorted[Math.floor(sorted.length / 2)]! - 0.05);
    const ceiling = Math.max(0, ...evidence.others) + ABOVE_OTHERS;
    const like = new Set(evidence.candidates.filter((c) => c.score >= floor && c.score >= ceiling).map((c) => c.index));
    // A run of fillers and look-alikes is put back whole, or up to look-alikes left at its ends beside a letter
    // ('FELIXCKENJI': the X of FELIX and the K of KENJI), or not at all: half of one ('EMMA<KK<<<' from
    // 'EMMAKKK<K<<K') would hide from the grammar's own rules (after three look-alikes the names have ended) what
    // they put right.
    const restored = new Set<number>();
    const member = (i: number, c: string) => c === '<' || (shape.candidate(i, c) && (!shape.letterUnlessLike?.(i) || like.has(i)));
    let separated = false;
    for (const [first, last] of runsOf(normalized, member)) {
      // Read short, one cell between two names before any '<<' may stand for the separator's two: left to the
      // grading, which finds the separator against the printed names (grading/separators.ts).
      const lone = shape.short && first === last && !separated && first > 0 && /[A-Z]/.test(normalized[first - 1]!) && /[A-Z]/.test(normalized[last + 1] ?? '');
      separated ||= last > first;
      if (lone) continue;
      const kinds = Array.from({ length: last - first + 1 }, (_, k) => (shape.candidate(first + k, normalized[first + k]!) && !like.has(first + k) ? 'u' : 'f')).join('');
      const shaped = /^(u*)f+(u*)$/.exec(kinds);
      if (!shaped) continue;
      const [, before = '', after = ''] = shaped;
      if ((before && first === 0) || (after && last === normalized.length - 1)) continue;
      for (let i = first + before.length; i <= last - after.length; i++) if (like.has(i)) restored.add(i);
    }
    if (!restored.size) return line;
    // The line as normalised, with those cells fillers: what the normalising already took as fillers (a run of
    // look-alikes, the separator read as a pair before it) stays so, whatever the restored cells change around it.
    return { ...line, text: [...normalized].map((c, i) => (restored.has(i) ? '<' : c)).join('') };
  });
}

/**
 * Lines as read with what their pixels say put right: a name's look-alike letters (lookAlikeLetters.ts), then fillers.
 * `scale`: the lines' crops' pixels per pixel of the page.
 */
export const settleGlyphs = (lines: OcrLine[], scale: number): OcrLine[] => restoreFillerGlyphs(settleLookAlikeLetters(lines, scale));

/** The maximal runs [first, last] of the line's positions for which `member` holds. */
function runsOf(line: string, member: (i: number, c: string) => boolean): [number, number][] {
  const runs: [number, number][] = [];
  [...line].forEach((c, i) => {
    if (!member(i, c)) return;
    const last = runs.at(-1);
    if (last && last[1] === i - 1) last[1] = i;
    else runs.push([i, i]);
  });
  return runs;
}

interface FillerEvidence {
  /** Scores of the cells read as fillers (the template's own), and of those that cannot be fillers. */
  fillers: number[];
  others: number[];
  /** The cells that may be fillers read as something else, by their index in the normalized line. */
  candidates: { index: number; read: string; score: number }[];
}

/** Fewest cells read as fillers to learn what the line's fillers look like from. */
const MIN_FILLERS = 3;

/** A line read as one region, cut into its characters' cells, with the indexes of those read as fillers. */
interface FillerCells extends LineGlyphs {
  fillers: number[];
}

/** A zone line's cells with the grammar of its places. */
interface LineCells extends FillerCells {
  shape: Shape;
}

function fillerCells(line: OcrLine): FillerCells | null {
  const glyphs = cellsOf(line);
  return glyphs && { ...glyphs, fillers: [...glyphs.normalized].flatMap((c, i) => (c === '<' ? [i] : [])) };
}

function withShape(cells: FillerCells, expected: number | null): LineCells | null {
  const shape = shapeOf(cells.normalized, expected);
  return shape && { ...cells, shape };
}

/** How much a cell resembles a template of fillers: cosine of the mean-removed cells, the best of three shifts of a tenth of a character. */
const scoreOf = (c: FillerCells, i: number, template: Float32Array) => Math.max(...[-0.1, 0, 0.1].map((s) => dot(c.at(i, s), template)));

/** Scores a line's candidates and its no-filler cells against `template`, learnt from the fillers of `sources`. */
function fillerEvidence(c: LineCells, template: Float32Array, sources: FillerCells[]): FillerEvidence {
  const { normalized, shape } = c;
  const others = [...normalized].flatMap((ch, i) => (shape.other(i, ch) ? [scoreOf(c, i, template)] : []));
  const candidates = [...normalized].flatMap((ch, i) => (shape.candidate(i, ch) ? [{ index: i, read: ch, score: scoreOf(c, i, template) }] : []));
  return { fillers: sources.flatMap((s) => s.fillers.map((i) => scoreOf(s, i, template))), others, candidates };
}

/**
 * A zone line that read (almost) none of its fillers as such, which borrows other lines' fillers: a name line whose end
 * is a run of four or more look-alikes, where the names have ended ('...JAMESKCKKKCKKCKKCKKCKS'; a line of the visual
 * zone with C, K or S in it is not one), or a line with optional data, all of it read as other characters
 * ('...2706199 4444CC2': its shape needs its dates where a zone's are, and the composite covers what is put back).
 */
const LOOK_ALIKE_TAIL = new RegExp(`[<${FILLER_MISREADS}]{4}$`);

function unreadFillers(c: LineCells): boolean {
  if (c.fillers.length >= MIN_FILLERS) return false;
  return c.shape.letterUnlessLike === undefined || LOOK_ALIKE_TAIL.test(c.normalized);
}

/** A cell at least this like the other lines' fillers (and clearly more than the line's letters) seeds the line's own. */
const SEED_LIKE = 0.75;

/**
 * For a line with too few fillers of its own: the fillers of the zone's other lines read in the same pass pick the
 * line's cells that look like them (a cell of another crop scores lower against them, 0.8-0.85 where the line's own
 * score 0.9-1), and those cells, three or more, become the line's own fillers: the rule is then the one for a line
 * that read its fillers (its floor learnt from its own cells).
 */
function zoneFillers(c: LineCells, cells: (FillerCells | null)[], own: (j: number) => Float32Array | null, k: number): FillerEvidence | null {
  const others = cells.flatMap((s, j) => (s && j !== k && own(j) ? [j] : []));
  if (!others.length) return null;
  const borrowed = fillerEvidence(c, meanOf(others.map((j) => own(j)!)), others.map((j) => cells[j]!));
  const seedFloor = Math.max(SEED_LIKE, Math.max(0, ...borrowed.others) + ABOVE_OTHERS);
  const seeds = [...c.fillers, ...borrowed.candidates.filter((s) => s.score >= seedFloor).map((s) => s.index)];
  if (seeds.length < MIN_FILLERS) return null;
  const seeded: LineCells = { ...c, fillers: seeds };
  return fillerEvidence(c, meanOf(seeds.map((i) => c.at(i))), [seeded]);
}
