import { FILLER_MISREADS } from '../mrz/normalize.js';
import { splitName, type ParsedMrz } from '../mrz/parse.js';
import { nameField } from './separators.js';
import { vizHasNames, type VisualZone } from './viz.js';

/** Most separator mistakes one name field may hold and still be put right from the print. */
const MAX_MISTAKES = 4;

/**
 * How many separator mistakes turn the name field `target` (the printed names, fillers as the zone writes them)
 * into `read`, or null when the two differ in any letter. A mistake is a filler read as one of its look-alikes
 * (K C S X Z), a filler dropped, or a filler or look-alike read where there is none; after the target's names
 * end, fillers cost nothing and look-alikes one each (the field's padding read as letters). Letters themselves must
 * agree one for one: only the separators are in doubt.
 */
export function separatorMistakes(read: string, target: string): number | null {
  const r = read.replace(/<+$/, '');
  const t = target.replace(/<+$/, '');
  const fillerLike = (c: string) => c === '<' || FILLER_MISREADS.includes(c);
  // cost[i][j]: mistakes aligning r[0..i) with t[0..j).
  const cost: number[][] = Array.from({ length: r.length + 1 }, () => new Array<number>(t.length + 1).fill(Infinity));
  cost[0]![0] = 0;
  for (let i = 0; i <= r.length; i++) {
    for (let j = 0; j <= t.length; j++) {
      const here = cost[i]![j]!;
      if (here > MAX_MISTAKES) continue;
      const rc = r[i];
      const tc = t[j];
      const relax = (a: number, b: number, c: number) => (c < cost[a]![b]! ? (cost[a]![b] = c) : undefined);
      if (rc !== undefined && tc !== undefined && rc === tc) relax(i + 1, j + 1, here);
      if (rc !== undefined && tc === '<' && FILLER_MISREADS.includes(rc)) relax(i + 1, j + 1, here + 1);
      if (tc === '<') relax(i, j + 1, here + 1);
      if (rc !== undefined && fillerLike(rc)) relax(i + 1, j, here + (j === t.length && rc === '<' ? 0 : 1));
    }
  }
  const total = cost[r.length]![t.length]!;
  return total <= MAX_MISTAKES ? total : null;
}

/** Every name the visual zone prints at the end of a line or before a comma: a run of its words, as vizHasName finds them. */
function printedRuns(viz: VisualZone): string[][] {
  const runs: string[][] = [];
  for (const ws of viz.nameLines) {
    let segment: string[] = [];
    for (const w of [...ws, ',']) {
      if (w !== ',') {
        segment.push(w);
        continue;
      }
      for (let k = 0; k < segment.length; k++) if (segment.slice(k).every((x) => /^[A-Z]+$/.test(x))) runs.push(segment.slice(k));
      segment = [];
    }
  }
  return runs;
}

/**
 * Names a small scan read with several separators wrong at once ('EDWARDSK<LIAMCFELIX' for EDWARDS<<LIAM<FELIX,
 * 'HUGHES<KENJIFELIX<C' for HUGHES<<KENJI<FELIX), which the single-mistake rules (separators.ts) leave unprinted or
 * put right only in part. The print is a second reading of the names: a surname and given names it prints whose
 * letters are the zone's letters, one for one and in order, with only fillers misread, dropped or added between them
 * (separatorMistakes, at most four), are the names. The fewest mistakes win, and only when a single pair of printed
 * names needs that few. Returns the name field so written, or null.
 */
export function nameFieldFromPrint(p: ParsedMrz, viz: VisualZone): string | null {
  if (vizHasNames(viz, p)) return null;
  const [line, start] = nameField(p);
  const field = p.lines[line]!.slice(start);
  const letters = field.replace(/[^A-Z]/g, '');
  const runs = printedRuns(viz).map((ws) => ({ zone: ws.join('<'), letters: ws.join('') }));
  // A surname read with a look-alike after it and the separator and given names as printed ('FOX<<ADAM', FO and ADAM
  // printed): the print lost a letter; a filler read as a letter there would leave three fillers before the given names.
  const read = splitName(field);
  const printLostLetter = (target: string) => {
    const names = splitName(target);
    return field.includes('<<') && names.givenNames.value === read.givenNames.value && read.surname.value.length === names.surname.value.length + 1 && read.surname.value.startsWith(names.surname.value);
  };
  const found = new Map<string, number>();
  for (const surname of runs.filter((s) => letters.startsWith(s.letters))) {
    // The given names follow the surname (look-alikes may stand between them and between their words); or there are none.
    for (const given of [{ zone: '', letters: '' }, ...runs]) {
      const names = given.zone ? `${surname.zone}<<${given.zone}` : surname.zone;
      if (names.length > field.length) continue;
      const target = names.padEnd(field.length, '<');
      const mistakes = separatorMistakes(field, target);
      if (mistakes !== null && mistakes > 0 && !printLostLetter(target)) found.set(target, mistakes);
    }
  }
  const fewest = Math.min(...found.values());
  const best = [...found].filter(([, m]) => m === fewest).map(([t]) => t);
  return best.length === 1 && vizHasNames(viz, splitName(best[0]!)) ? best[0]! : null;
}
