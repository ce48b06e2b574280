import { mrzDate } from '../dates.js';
import { nameFromPrint } from '../mrz/frenchId.js';
import type { ParsedMrz } from '../mrz/parse.js';
import type { FieldCode } from '../types.js';
import { cap, graded, type Graded } from './fields.js';
import { checked, name } from './mrzFields.js';
import type { VisualZone } from './viz.js';

/**
 * Grades the French identity card's zone (mrz/frenchId.ts) with the ICAO zones' discipline: a value is PASS only when
 * its own check digit passes as read, the composite does not contradict it, and, for names, the visual zone prints it.
 * The composite covers both lines up to it, so it also confirms the sex and the state code; names still need the print
 * (a check digit can be fooled by two misreads that cancel). The card carries no expiry date in its zone (it is printed
 * on the back): the field is left empty for the person to fill in, never guessed.
 */
export function gradeFrenchId(read: ParsedMrz, viz: VisualZone): Partial<Record<FieldCode, Graded>> {
  const fromPrint = nameFromPrint(read, viz.words);
  const p = fromPrint?.parsed ?? read;
  // A composite that passes only once a name was put right from the print confirms the number and birth date no
  // less, but the sex and state code it covers stay a WARNING: the correction was chosen to make it pass.
  const compositeAsRead = p.composite === true && !fromPrint;
  const v: Partial<Record<FieldCode, Graded>> = {
    2: checked(p.documentNumber, p.documentNumber.value, 'document number'),
    3: graded('', 'FAIL', "date of expiry: a French identity card's zone does not carry it (it is printed on the back)"),
    5: checked(p.birthDate, mrzDate(p.birthDate.value, 'birth'), 'date of birth'),
    8: name(p.surname, 'surname', viz),
    9: givenNames(p, viz),
    11: p.issuingState.check === 'none' && compositeAsRead
      ? graded('FRA', 'PASS', 'nationality: the card is issued to French nationals only, and the composite check digit covers its state code')
      : graded('FRA', 'WARNING', 'nationality: the card is issued to French nationals only; its state code is not confirmed'),
    12: sex(p, compositeAsRead, !!fromPrint),
    51: graded(p.lines.join('\n'), 'PASS', 'machine-readable zone (French identity card)'),
  };
  if (fromPrint) {
    const code = fromPrint.field === 'surname' ? 8 : 9;
    const what = fromPrint.field === 'surname' ? 'surname' : 'given names';
    if (v[code]!.grade === 'PASS') v[code] = { ...v[code]!, reasons: [`${what}: misread in the zone, put right from the printed name, and the composite check digit then passes`] };
  }
  if (p.composite === false) {
    for (const code of [2, 5] as const) v[code] = cap(v[code]!, 'WARNING', 'composite check digit fails');
  }
  // The front prints the date of birth: a printed date that is not the zone's contradicts it.
  if (viz.dates.length && v[5]!.value && !viz.dates.includes(v[5]!.value)) v[5] = cap(v[5]!, 'WARNING', 'the visual zone prints dates but not this one');
  const asRead = p.documentNumber.check === 'valid' && p.birthDate.check === 'valid' && compositeAsRead && p.issuingState.check === 'none' && p.sex.check === 'none';
  const namesOk = v[8]!.grade === 'PASS' && (v[9]!.grade === 'PASS' || v[9]!.value === '');
  if (fromPrint) v[51] = graded(v[51]!.value, 'WARNING', 'machine-readable zone: a name misread in it was put right from the printed name (the composite check digit then passes)');
  else if (!asRead) v[51] = graded(v[51]!.value, p.composite === false ? 'FAIL' : 'WARNING', 'machine-readable zone: not every check digit passes as read');
  else if (!namesOk) v[51] = graded(v[51]!.value, 'WARNING', 'machine-readable zone: its names are not confirmed by the visual zone');
  // Every card issued prints its office's six characters; a filler among them is a misread the composite may not see
  // ('330062' read as '<<0062': 3 weighs 7 and 3 at those places, 30, nothing modulo 10), whether left as read or taken
  // as zeros to make the composite pass ('<<O525' as 000525 for 330525, seed 71's fr-id-3): the office was not read.
  if (p.optionalUnread) v[51] = cap(v[51]!, 'WARNING', "machine-readable zone: the issuing office's code was read with fillers among its six characters, which the composite check digit cannot always tell");
  return v;
}

/** The card prints its given names with commas between them ('CORINNE, ANNE'); the zone with two fillers. */
function givenNames(p: ParsedMrz, viz: VisualZone): Graded {
  const asPrinted = name(p.givenNames, 'given names', viz);
  if (asPrinted.grade === 'PASS') return asPrinted;
  return name(p.givenNames, 'given names', { ...viz, nameLines: viz.nameLines.map((ws) => ws.filter((w) => w !== ',')) });
}

/** M or F, PASS when the composite check digit, which covers it, passes as read. */
function sex(p: ParsedMrz, compositeAsRead: boolean, nameCorrected: boolean): Graded {
  const value = p.sex.value === 'M' || p.sex.value === 'F' ? p.sex.value : '';
  if (!value) return graded('', 'FAIL', 'gender: not a valid value');
  if (p.sex.check === 'none' && compositeAsRead) return graded(value, 'PASS', 'gender: the composite check digit covers it');
  if (p.sex.check === 'corrected') return graded(value, 'WARNING', 'gender: corrected from OCR confusions');
  return graded(value, 'WARNING', nameCorrected ? 'gender: the composite check digit passes only with a name put right from the print' : 'gender: the composite check digit does not confirm it');
}
