import { ddmmyyyy, type Identity, buildZone } from './identity.js';
import type { FieldCode } from '../types.js';
import { background, labelled, portrait, printed, svg, text, zone, type ZoneStyle } from './svg.js';

/** The values a perfect reader returns for a generated document ('' for a field it does not carry). */
export type Truth = Partial<Record<2 | 3 | 4 | 5 | 8 | 9 | 11 | 12 | 51, string>>;

export interface Rendered {
  svg: Buffer;
  truth: Truth;
  /** Fields that must not be graded PASS (a specimen's deliberately wrong check digit covers them). */
  notPass?: FieldCode[];
}

/** How a generated page differs from the plain one: zone font and caption, a wrong printed check digit. */
export interface PageOptions {
  zone?: ZoneStyle;
  /** Specimens often print a wrong check digit: the document number's, or the composite. */
  specimen?: 'number' | 'composite';
}

/** Makes one printed check digit of a TD3 zone wrong, as on specimens; returns the fields it covers. */
function spoil(lines: string[], which: 'number' | 'composite'): FieldCode[] {
  const at = which === 'number' ? 9 : 43;
  const line = lines[1]!;
  lines[1] = line.slice(0, at) + String((Number(line[at]) + 3) % 10) + line.slice(at + 1);
  return which === 'number' ? [2, 51] : [2, 3, 5, 51];
}

function zoneTruth(p: Identity, lines: string[]): Truth {
  return {
    2: p.documentNumber, 3: ddmmyyyy(p.expiry), 4: ddmmyyyy(p.issue), 5: ddmmyyyy(p.birth),
    8: p.surname, 9: p.givenNames, 11: p.nationality, 12: p.sex, 51: lines.join('\n'),
  };
}

/** A TD3 passport data page, ID-3 size (125 x 88 mm) at 10 px/mm. */
export function passport(p: Identity, opts: PageOptions = {}): Rendered {
  const lines = buildZone(p, 'TD3', 'P');
  const notPass = opts.specimen ? spoil(lines, opts.specimen) : undefined;
  const [w, h] = [1250, 880];
  const body = [
    background(w, h, '#eef1f4'),
    text(40, 70, 'PASSPORT / PASSEPORT', 34, { weight: 'bold', fill: '#1d3557' }),
    text(760, 70, p.issuingState === 'UTO' ? 'UTOPIA' : p.issuingState, 30, { weight: 'bold', fill: '#1d3557' }),
    portrait(40, 130, 300, 390),
    labelled(380, 130, 'Type', 'P'),
    labelled(520, 130, 'Code', p.issuingState),
    labelled(720, 130, 'Passport No.', p.documentNumber),
    labelled(380, 210, 'Surname / Nom', p.surname),
    labelled(380, 290, 'Given names / Prénoms', p.givenNames),
    labelled(380, 370, 'Nationality', p.nationality),
    labelled(720, 370, 'Sex / Sexe', p.sex),
    labelled(380, 450, 'Date of birth', printed(p.birth, 'named')),
    labelled(380, 530, 'Date of issue', printed(p.issue, 'named')),
    labelled(720, 530, 'Authority', 'PASSPORT OFFICE'),
    labelled(380, 610, 'Date of expiry', printed(p.expiry, 'named')),
    zone(55, opts.zone?.caption ? 740 : 760, lines, 1140, 38, opts.zone),
  ];
  return { svg: svg(w, h, body.join('')), truth: zoneTruth(p, lines), notPass };
}

/**
 * An identity card: TD1 (85.6 x 54 mm, three 30-character lines), TD2 (105 x 74 mm, two of 36) or
 * TD3-size (two of 44). `nearZone` prints the visual zone just above the zone, as many cards do.
 */
export function idCard(p: Identity, format: 'TD1' | 'TD2' | 'TD3', nearZone = false): Rendered {
  const lines = buildZone(p, format, 'ID');
  const [w, h] = format === 'TD1' ? [1070, 675] : format === 'TD2' ? [1210, 853] : [1250, 880];
  const size = format === 'TD1' ? 44 : format === 'TD2' ? 40 : 38;
  const zoneTop = format === 'TD1' ? 470 : format === 'TD2' ? 690 : 760;
  // The last printed value ends about half a zone line above the zone's capitals, never on them.
  const shift = nearZone ? Math.round(zoneTop - size * 0.75 - size * 0.5 - 388) : 0;
  const body = [
    background(w, h, '#f3efe6'),
    text(30, 55, 'IDENTITY CARD', 30, { weight: 'bold', fill: '#5a3e1b' }),
    portrait(30, 80, 220, 280),
    labelled(280, 80 + shift, 'Surname', p.surname, 24),
    labelled(280, 150 + shift, 'Given names', p.givenNames, 24),
    labelled(280, 220 + shift, 'Date of birth', printed(p.birth, 'dots'), 24),
    labelled(600, 220 + shift, 'Sex', p.sex, 24),
    labelled(700, 220 + shift, 'Nationality', p.nationality, 24),
    labelled(280, 290 + shift, 'Date of issue', printed(p.issue, 'dots'), 24),
    labelled(600, 290 + shift, 'Date of expiry', printed(p.expiry, 'dots'), 24),
    labelled(280, 360 + shift, 'Document No.', p.documentNumber, 24),
    zone(40, zoneTop, lines, w - 80, size),
  ];
  return { svg: svg(w, h, body.join('')), truth: zoneTruth(p, lines) };
}

/** A visa sticker (MRV-A 120 x 80 mm, MRV-B 108 x 80 mm); line 2 ends with optional data, here without fillers. */
export function visa(p: Identity, format: 'MRV-A' | 'MRV-B', optional: string): Rendered {
  const lines = buildZone(p, format, 'V', optional);
  const [w, h] = format === 'MRV-A' ? [1200, 800] : [1080, 800];
  const size = format === 'MRV-A' ? 36 : 38;
  const body = [
    background(w, h, '#e9f2ea'),
    text(40, 60, 'VISA', 38, { weight: 'bold', fill: '#1b5a2e' }),
    text(w - 260, 60, p.issuingState, 30, { weight: 'bold', fill: '#1b5a2e' }),
    portrait(40, 90, 240, 300),
    labelled(320, 100, 'Valid from', printed(p.issue, 'named'), 24),
    labelled(640, 100, 'Until', printed(p.expiry, 'named'), 24),
    labelled(320, 170, 'Type', format === 'MRV-A' ? 'C' : 'D', 24),
    labelled(640, 170, 'Number of entries', 'MULT', 24),
    labelled(320, 240, 'Surname, given names', `${p.surname}, ${p.givenNames}`, 24),
    labelled(320, 310, 'Date of birth', printed(p.birth, 'named'), 24),
    labelled(640, 310, 'Sex', p.sex, 24),
    labelled(320, 380, 'Passport number', p.documentNumber, 24),
    labelled(640, 380, 'Nationality', p.nationality, 24),
    zone(40, h - 120, lines, w - 80, size),
  ];
  return { svg: svg(w, h, body.join('')), truth: zoneTruth(p, lines) };
}
