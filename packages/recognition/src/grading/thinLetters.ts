import { FILLER_MISREADS, normalizeMrzText } from '../mrz/normalize.js';
import type { ParsedMrz } from '../mrz/parse.js';
import { cap, type Graded } from './fields.js';
import { nameField } from './separators.js';
import { vizHasName, type VisualZone } from './viz.js';
import type { FieldCode } from '../types.js';

/** Letters a zone reading drops at 5-8 px a character (CTC decoding loses the narrowest glyphs: LIN as LN). */
const THIN = 'ILJ';

/** The printed word that is `word` with one thin letter more, if exactly one such word is printed. */
function widened(word: string, viz: VisualZone): string | null {
  const found = [...viz.words].filter((v) => v.length === word.length + 1 && [...v].some((c, i) => THIN.includes(c) && v.slice(0, i) + v.slice(i + 1) === word));
  return found.length === 1 ? found[0]! : null;
}

/** Where a zone line's words end: fillers, or two or more of their look-alikes ('CHENCCSOFIACC'). */
const WORD_END = new RegExp(`[^A-Z]+|[${FILLER_MISREADS}]{2,}`);

/**
 * The words of zone lines as read (fillers and look-alikes normalised): a first line's from the names' start too. Words
 * split at doubled look-alikes that were letters ('ERIKSSON' as ERI and ON) only add words no name is read as.
 */
export function zoneWords(lines: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const line of lines.map(normalizeMrzText)) {
    for (const text of /^[PVIAC][A-Z<][A-Z<]{3}/.test(line) ? [line, line.slice(5)] : [line]) for (const w of text.split(WORD_END)) if (w) words.add(w);
  }
  return words;
}

/**
 * Names the zone read with a thin letter missing ('OLVER' where the printed zone says OLIVER) are
 * restored from the printed word, and the zone's name field rewritten to match. Two readings disagreed,
 * so what was restored is WARNING, never PASS. A name two readings of the zone (`second`) read alike is
 * kept: the printed words' reading gains thin letters too (a motion-blurred EMMA read EMMLA, JAMES JAMIES,
 * while both zone readings read them right). So is a word that another reading of the zone's lines (`readings`: those
 * that assembled no zone of their own too) shows as read (seed 127's small-scan-13: CHEN in both, CHIEN printed).
 * Returns the names' new grades, or null when nothing changed.
 */
export function restoreThinLetters(p: ParsedMrz, viz: VisualZone, second: ParsedMrz | null, readings: readonly string[] = []): Partial<Record<FieldCode, Graded>> | null {
  const readAgain = zoneWords(readings);
  return restoreNames(
    p,
    (key, value) => {
      if (!value || vizHasName(viz, value) || second?.[key].value === value) return value;
      const restored = value.split(' ').map((w) => (viz.words.has(w) || readAgain.has(w) ? w : (widened(w, viz) ?? w))).join(' ');
      return vizHasName(viz, restored) ? restored : value;
    },
    'a thin letter the zone reading dropped was restored from the visual zone',
  );
}

/**
 * Each name that `restore` gives another value (the surname, the given names: as they are when nothing changes), taken
 * as a correction and written into the zone's name field (as long as before). Returns the changed names' grades,
 * WARNING for `why`, or null when nothing changed.
 */
export function restoreNames(p: ParsedMrz, restore: (key: 'surname' | 'givenNames', value: string) => string, why: string): Partial<Record<FieldCode, Graded>> | null {
  const changed: Partial<Record<FieldCode, Graded>> = {};
  for (const [code, key] of [[8, 'surname'], [9, 'givenNames']] as const) {
    const value = p[key].value;
    const restored = restore(key, value);
    if (restored === value) continue;
    p[key] = { value: restored, check: 'corrected' };
    changed[code] = { value: restored, grade: 'WARNING', reasons: [`${key}: ${why} (${value} to ${restored})`] };
  }
  if (!Object.keys(changed).length) return null;
  const [line, start] = nameField(p);
  const field = `${p.surname.value}<<${p.givenNames.value}`.replace(/ /g, '<');
  const old = p.lines[line]!;
  p.lines[line] = old.slice(0, start) + field.padEnd(old.length - start, '<').slice(0, old.length - start);
  return changed;
}

/** Applies restored names to graded values: the names as restored, the zone capped at WARNING. */
export function withRestoredNames(values: Partial<Record<FieldCode, Graded>>, restored: Partial<Record<FieldCode, Graded>>, lines: string[], why = 'a name was restored from the visual zone'): void {
  Object.assign(values, restored);
  values[51] = cap({ ...values[51]!, value: lines.join('\n') }, 'WARNING', `machine-readable zone: ${why}`);
}
