/**
 * Optional data (TD1's two fields, TD2's one, TD3's personal number) read on small scans, where fillers come back as
 * look-alikes (K C S X Z, and 2-5) and a run of them may be lost: the repairs parse.ts makes once the number's and dates'
 * check digits pass, each confirmed by the composite check digit, and each a correction (the zone never PASS).
 */
import { checkDigit, isCheckValid } from './checkDigit.js';
import { FILLER_WEIGHT, toDigits } from './confusions.js';
import { slice, type MrzLayout, type Span } from './layouts.js';
import { FILLER_MISREADS } from './normalize.js';
import { put } from './solve.js';

/** The composite check digit passes on these lines. */
export const compositePasses = (lines: string[], composite: NonNullable<MrzLayout['composite']>): boolean =>
  isCheckValid(composite.covers.map((s) => slice(lines, s)).join(''), toDigits(slice(lines, composite.at)));

/** A TD1 number longer than nine characters: a filler at its check digit's place, the number going on in line 1's optional data. */
export const longNumber = (lines: string[], layout: MrzLayout): boolean => layout.format === 'TD1' && slice(lines, layout.documentNumberCheck) === '<';

/**
 * A filler read as K ('<' at 5-8 px, or under a screen's moire) leaves every check digit passing: K weighs 20, a filler
 * 0. An optional field that is only fillers and K, two fillers or more ('K<<<<<<<<<<', '<K<<<<<'), or that ends from a
 * filler on in such a run ('AB12<<K<<'), is fillers; a K elsewhere beside a filler ('AB1K<<') stays as read. Either
 * way the zone cannot be confirmed as a whole: returns whether optional data had a K beside a filler.
 */
export function restoreKFillers(lines: string[], layout: MrzLayout): boolean {
  let found = false;
  for (const span of optionalFields(lines, layout)) {
    const text = slice(lines, span);
    if (!/K<|<K/.test(text)) continue;
    found = true;
    const run = /^[<K]*$/.test(text) ? text : (/<[<K]*$/.exec(text)?.[0] ?? '');
    if (run.includes('K') && (run.match(/</g) ?? []).length >= 2) put(lines, span, text.slice(0, text.length - run.length) + '<'.repeat(run.length));
  }
  return found;
}

/** The optional data fields, but for a TD1 number longer than nine characters: it continues in line 1's optional data. */
const optionalFields = (lines: string[], layout: MrzLayout): Span[] => {
  const long = longNumber(lines, layout);
  return layout.optional.filter((span) => !(long && span[0] === 0));
};

/**
 * What a filler (<) in optional data is read as at 5-8 px a character (small scans): the letters names' fillers
 * are read as, and 2, 3, 4, 5 ('UTO<<<<' as 'UTOC4<<<', an empty optional field as '<CK3KC<3K3K' or '<<<C2232322').
 */
const OPTIONAL_FILLER = new RegExp(`^[<${FILLER_MISREADS}2345]$`);

/**
 * Optional data left empty is all fillers, and the composite check digit covers it (TD1 and TD2; TD3's
 * personal number has its own digit as well). When the composite fails as read, each optional field's
 * trailing run of filler look-alikes is taken as fillers; kept only when exactly one such choice makes the
 * composite pass (the number's and dates' digits already passing). Returns whether the zone was changed: a
 * restored zone is a correction, never PASS as a whole.
 */
export function restoreOptionalFillers(lines: string[], layout: MrzLayout): boolean {
  const composite = layout.composite;
  if (!composite) return false;
  const passes = (trial: string[]) => compositePasses(trial, composite);
  if (passes(lines)) return false;
  // A TD3's personal number left empty has a filler (or 0) for its check digit: one read as a look-alike letter ('C')
  // belongs to the run (a digit there is a check digit, left as read).
  const check = layout.optionalCheck;
  const withCheck = (span: Span): Span => (check && span[0] === check[0] && span[2] === check[1] && !/\d/.test(slice(lines, check)) ? [span[0], span[1], check[2]] : span);
  const fields = optionalFields(lines, layout).map(withCheck);
  const restorable = fields.flatMap((span) => {
    const text = slice(lines, span);
    let start = text.length;
    // A 0 weighs as a filler does: inside a run of look-alikes it is one more ('C044CCC4CC<<<<<'); a run of 0s and fillers
    // alone changes nothing the composite sees (neutral, below).
    while (start > 0 && (OPTIONAL_FILLER.test(text[start - 1]!) || text[start - 1] === '0')) start--;
    const fixed = text.slice(0, start) + '<'.repeat(text.length - start);
    // A field whose look-alikes all weigh as a filler does (K: '<<<<<<<<<K<') changes nothing the composite sees: no
    // choice of it is evidence, and counting it would make two choices pass alike (restoreKFillers settles its K).
    const neutral = [...text].every((c, i) => c === fixed[i] || FILLER_WEIGHT.includes(c));
    return fixed === text || neutral ? [] : [{ span, fixed }];
  });
  // Every non-empty choice of the fields to restore (TD1 has two optional fields, the others one).
  const every = 2 ** restorable.length - 1;
  const choices = [...Array(every + 1).keys()].slice(1).map((mask) => {
    const trial = [...lines];
    restorable.forEach((r, i) => mask & (1 << i) && put(trial, r.span, r.fixed));
    return { mask, trial };
  }).filter((c) => passes(c.trial));
  // Two choices passing alike (a field's look-alikes weigh a multiple of ten: '<4<4<<<<<<<', 4 at weights 7 and 3): every
  // field restored, where each is mostly fillers as read, as restoreFewLookAlikes takes a field that passes either way
  // (seed 211's small-scan-jpeg-7: '<<<<K<<<<<<<CCK' and '<4<4<<<<<<<' both empty).
  const mostlyFillers = restorable.every((r) => {
    const text = slice(lines, r.span);
    return (text.match(/</g) ?? []).length * 2 > text.length;
  });
  const all = choices.length > 1 && mostlyFillers ? choices.find((c) => c.mask === every) : undefined;
  const chosen = all ? all.trial : choices.length === 1 ? choices[0]!.trial : choices.length === 0 ? emptyPersonalNumber(lines, layout) : null;
  if (!chosen) return false;
  lines.splice(0, lines.length, ...chosen);
  put(lines, composite.at, toDigits(slice(lines, composite.at)));
  return true;
}

/**
 * A TD3's personal number left empty whose fillers a small scan read as look-alikes and a digit or two among them
 * ('444<<<CC46<<<<', '<26C<565<<<<CC'), so that no trailing run restores it: its own check digit reads no digit (an
 * empty personal number's is a filler, and a personal number with data has a digit there; a field read as fillers
 * throughout may read a filler's look-alike digit there, 2-5) and fails for the field as
 * read (or passes, the filler counted as 0, with one character at most not a filler or look-alike), all but three of its
 * characters are fillers or their look-alikes, and the composite passes with the field empty (as read it may pass too:
 * look-alikes' weights cancel one time in ten). The lines so written, or null.
 */
function emptyPersonalNumber(lines: string[], layout: MrzLayout): string[] | null {
  const { composite, optionalCheck: check } = layout;
  if (!composite || !check) return null;
  const span = optionalFields(lines, layout).find((s) => s[0] === check[0] && s[2] === check[1]);
  if (!span) return null;
  const [text, checkRead] = [slice(lines, span), slice(lines, check)];
  const empty = /^<*$/.test(text);
  const lookAlike = checkRead !== '<' && OPTIONAL_FILLER.test(checkRead);
  // A digit there is data's check digit, but for a field read as fillers throughout: an empty field's check digit is a
  // filler or 0, so a 2-5 there is a filler misread ('<<<<<<<<<<<<<<54' on a small scan, JPEG at quality 30).
  if (/\d/.test(checkRead) && !(empty && lookAlike)) return null;
  const outside = [...text].filter((c) => !OPTIONAL_FILLER.test(c)).length;
  // Read empty, it is emptied only where its check digit was read as a filler's look-alike ('<<<<<<<<<<<<<<K2' through a
  // guilloche; K weighs as a filler, so the composite passes either way): no letter is a check digit.
  if ((empty && !lookAlike) || outside > 3) return null;
  // Passing its own check as read (the filler there counted as 0) is no evidence of data when all but one character
  // are fillers or look-alikes ('444<<<CC46<<<<'): data would have printed a digit at the check place.
  if (checkDigit(text) === '0' && outside > 1) return null;
  const trial = [...lines];
  put(trial, span, '<'.repeat(text.length));
  put(trial, check, '<');
  return compositePasses(trial, composite) ? trial : null;
}

/** emptyPersonalNumber where the composite passes as read: returns whether the zone was changed (never PASS as a whole). */
function restoreEmptyPersonalNumber(lines: string[], layout: MrzLayout): boolean {
  const emptied = layout.composite && compositePasses(lines, layout.composite) ? emptyPersonalNumber(lines, layout) : null;
  if (emptied) lines.splice(0, lines.length, ...emptied);
  return emptied !== null;
}

/**
 * Optional data that is fillers with a few look-alikes among them ('<<C<<<C<<<<<<<<', '44<<<<<<<<<<<<', '4<4<<<4' on small
 * scans): the composite passes as read when the look-alikes' weights cancel out (C weighs 12, 4 four: two of them at
 * weights 7 and 3 add a multiple of ten), so restoreOptionalFillers does not look at it. Where it passes with them as
 * fillers too, the composite cannot tell, and an empty field read with a few look-alikes is far likelier than data made
 * only of them: they are fillers, when fillers are the field's majority, or when the field starts with one (data is
 * written from the field's first place: seed 227's small-scan-13 read an empty field '<CC<<<<CCC<CCC<', eight Cs to
 * seven fillers). Returns whether the zone was changed (the zone is then never PASS as a whole; the composite confirms
 * the rest either way).
 */
function restoreFewLookAlikes(lines: string[], layout: MrzLayout): boolean {
  const composite = layout.composite;
  if (!composite || !compositePasses(lines, composite)) return false;
  const trial = [...lines];
  let changed = false;
  for (const span of optionalFields(lines, layout)) {
    const text = slice(lines, span);
    const alike = text.replace(/</g, '').length;
    if (!alike || ![...text].every((c) => OPTIONAL_FILLER.test(c)) || (text.length - alike <= alike && text[0] !== '<')) continue;
    put(trial, span, '<'.repeat(text.length));
    changed = true;
  }
  if (!changed || !compositePasses(trial, composite)) return false;
  lines.splice(0, lines.length, ...trial);
  return true;
}

/**
 * A data line whose run of fillers was lost (at 5-8 px a character CTC merges a run of fillers into one character, or
 * reads none: '...2910116' + '46' for '...2910116<<<<<<<6') was padded at its end when fitted to its length, so its
 * composite digit stands inside the optional data and a filler at the composite's place. When the composite's place
 * holds a filler and the optional data ends in a digit, that digit is put back at the composite's place, and kept only
 * when the composite then passes (the optional data's filler look-alikes taken as fillers if need be). The dates and
 * the number are before the optional data and do not move. Returns whether the line was changed: a correction, never
 * PASS for the zone.
 */
export function restoreLostFillerRun(lines: string[], layout: MrzLayout): boolean {
  const composite = layout.composite;
  if (!composite || slice(lines, composite.at) !== '<') return false;
  const [line, at] = composite.at;
  const span = layout.optional.find((s) => s[0] === line);
  if (!span) return false;
  const text = lines[line]!;
  // The last character before the composite's place that is not a filler (a TD3's personal-number digit included).
  let k = at - 1;
  while (k >= span[1] && text[k] === '<') k--;
  if (k < span[1] || !/\d/.test(text[k]!)) return false;
  const trial = [...lines];
  trial[line] = text.slice(0, k) + '<' + text.slice(k + 1, at) + text[k] + text.slice(at + 1);
  if (!compositePasses(trial, composite) && !restoreOptionalFillers([...trial], layout)) return false;
  lines.splice(0, lines.length, ...trial);
  return true;
}

/**
 * The look-alike repairs that follow restoreOptionalFillers once the number's and dates' check digits pass, where the
 * composite passes as read: a few look-alikes among fillers (where no trailing run was restored), and a TD3's empty
 * personal number read as look-alikes (either way: a restored run may leave one before it, '444<<<CC46' + 'C5C4<').
 * Returns whether the zone was changed (never PASS as a whole).
 */
export const restoreLookAlikes = (lines: string[], layout: MrzLayout, fillersRestored: boolean): boolean =>
  (!fillersRestored && restoreFewLookAlikes(lines, layout)) || restoreEmptyPersonalNumber(lines, layout);
