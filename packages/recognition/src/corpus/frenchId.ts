import { checkDigit } from '../mrz/checkDigit.js';
import type { Rendered } from './documents.js';
import { ddmmyyyy, field, randomIdentity, withCheck, yymmdd, type Identity } from './identity.js';
import type { Random } from './random.js';
import { background, portrait, printed, svg, text, zone } from './svg.js';

/**
 * The French identity card of 1988-2021 (mrz/frenchId.ts): 105 x 74 mm, its zone two lines of 36 that are not ICAO's.
 * The front prints the surname, given names (with commas), sex, date and place of birth and height; the dates of
 * issue and expiry are on the back, so the truth has neither.
 */
export interface FrenchCard {
  identity: Identity;
  /** Issuing department and office, six digits, at the end of the zone's first line. */
  office: string;
}

/** A random card holder: an adult whose given names fit the zone's 14 places, a 12-character card number. */
export function frenchCard(r: Random): FrenchCard {
  const p = randomIdentity(r);
  const given = p.givenNames.split(' ');
  const givenNames = given.join('<<').length <= 14 ? p.givenNames : given[0]!;
  const issue = { year: r.int(2012, 2020), month: r.int(1, 12), day: r.int(1, 28) };
  const department = r.pick(['750', '920', '690', '130', '330', '590', '2A0', '310', '440', '670']);
  const yymm = String(issue.year % 100).padStart(2, '0') + String(issue.month).padStart(2, '0');
  const documentNumber = yymm + department + r.chars('0123456789', 5);
  const identity = { ...p, givenNames, issue, expiry: { ...issue, year: issue.year + 15 }, documentNumber, nationality: 'FRA', issuingState: 'FRA' };
  return { identity, office: department + r.chars('0123456789', 3) };
}

/** The card's zone with every check digit computed. */
export function frenchZone({ identity: p, office }: FrenchCard): string[] {
  const line1 = 'IDFRA' + field(p.surname, 25) + office;
  const head = withCheck(p.documentNumber) + field(p.givenNames.split(' ').join('<<'), 14) + withCheck(yymmdd(p.birth)) + p.sex;
  return [line1, head + checkDigit(line1 + head)];
}

/** The card's front at about 11.5 px/mm. */
export function frenchIdCard(card: FrenchCard): Rendered {
  const p = card.identity;
  const lines = frenchZone(card);
  const [w, h] = [1210, 853];
  const label = (x: number, y: number, name: string, value: string) =>
    text(x, y, name, 20, { fill: '#445' }) + text(x + name.length * 11 + 12, y, value, 27, { weight: 'bold' });
  const body = [
    background(w, h, '#e8eef5'),
    text(40, 60, 'RÉPUBLIQUE FRANÇAISE', 30, { weight: 'bold', fill: '#1d3557' }),
    text(520, 60, "CARTE NATIONALE D'IDENTITÉ N° :", 22, { fill: '#1d3557' }),
    text(900, 60, p.documentNumber, 27, { weight: 'bold' }),
    text(40, 100, 'Nationalité Française', 22, { fill: '#445' }),
    portrait(40, 130, 300, 390),
    label(380, 170, 'Nom :', p.surname),
    label(380, 240, 'Prénom(s) :', p.givenNames.split(' ').join(', ')),
    label(380, 310, 'Sexe :', p.sex),
    label(640, 310, 'Né(e) le :', printed(p.birth, 'dots')),
    label(380, 380, 'à :', 'PARIS 1ER (75)'),
    label(380, 450, 'Taille :', '1,72 m'),
    text(380, 520, 'Signature du titulaire :', 20, { fill: '#445' }),
    zone(40, 690, lines, w - 80, 40),
  ];
  return {
    svg: svg(w, h, body.join('')),
    truth: { 2: p.documentNumber, 5: ddmmyyyy(p.birth), 8: p.surname, 9: p.givenNames, 11: 'FRA', 12: p.sex, 51: lines.join('\n') },
  };
}
