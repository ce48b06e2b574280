import { ddmmyyyy, type Identity, buildZone } from './identity.js';
import { background, labelled, portrait, printed, svg, text, zone } from './svg.js';

/** The values a perfect reader returns for a generated document ('' for a field it does not carry). */
export type Truth = Partial<Record<2 | 3 | 4 | 5 | 8 | 9 | 11 | 12 | 51, string>>;

export interface Rendered {
  svg: Buffer;
  truth: Truth;
}

function zoneTruth(p: Identity, lines: string[]): Truth {
  return {
    2: p.documentNumber, 3: ddmmyyyy(p.expiry), 4: ddmmyyyy(p.issue), 5: ddmmyyyy(p.birth),
    8: p.surname, 9: p.givenNames, 11: p.nationality, 12: p.sex, 51: lines.join('\n'),
  };
}

/** A TD3 passport data page, ID-3 size (125 x 88 mm) at 10 px/mm. */
export function passport(p: Identity): Rendered {
  const lines = buildZone(p, 'TD3', 'P');
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
    zone(55, 760, lines, 1140, 38),
  ];
  return { svg: svg(w, h, body.join('')), truth: zoneTruth(p, lines) };
}

/** An identity card, TD1 (85.6 x 54 mm, three 30-character lines) or TD2 (105 x 74 mm, two of 36). */
export function idCard(p: Identity, format: 'TD1' | 'TD2'): Rendered {
  const lines = buildZone(p, format, 'ID');
  const [w, h] = format === 'TD1' ? [1070, 675] : [1210, 853];
  const zoneTop = format === 'TD1' ? 470 : 690;
  const body = [
    background(w, h, '#f3efe6'),
    text(30, 55, 'IDENTITY CARD', 30, { weight: 'bold', fill: '#5a3e1b' }),
    portrait(30, 80, 220, 280),
    labelled(280, 80, 'Surname', p.surname, 24),
    labelled(280, 150, 'Given names', p.givenNames, 24),
    labelled(280, 220, 'Date of birth', printed(p.birth, 'dots'), 24),
    labelled(600, 220, 'Sex', p.sex, 24),
    labelled(700, 220, 'Nationality', p.nationality, 24),
    labelled(280, 290, 'Date of issue', printed(p.issue, 'dots'), 24),
    labelled(600, 290, 'Date of expiry', printed(p.expiry, 'dots'), 24),
    labelled(280, 360, 'Document No.', p.documentNumber, 24),
    zone(40, zoneTop, lines, w - 80, format === 'TD1' ? 44 : 40),
  ];
  return { svg: svg(w, h, body.join('')), truth: zoneTruth(p, lines) };
}
