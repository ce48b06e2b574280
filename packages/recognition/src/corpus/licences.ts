import { ukDriverNumberStem } from '../licence/ukDriverNumber.js';
import type { Truth, Rendered } from './documents.js';
import { ddmmyyyy, type Identity } from './identity.js';
import type { Random } from './random.js';
import { background, portrait, printed, svg, text } from './svg.js';

const CARD: [number, number] = [1070, 675];

/** An EU-format photocard licence (UK or German style), front side, numbered fields 1-5 and 9. */
export function euLicence(p: Identity, r: Random, uk: boolean): Rendered {
  const number = uk
    ? `${ukDriverNumberStem(p.surname, p.givenNames, p.birth, p.sex)}${r.int(0, 9)}${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}`
    : `${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${r.chars('0123456789', 3)}${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 7)}`;
  const [w, h] = CARD;
  const f = (y: number, label: string, value: string) => text(330, y, `${label}. ${value}`, 30, { weight: 'bold' });
  const body = [
    background(w, h, '#f7e3ea'),
    `<rect x="20" y="20" width="110" height="90" fill="#1f3f99"/>`,
    text(uk ? 45 : 60, 88, uk ? 'UK' : 'D', 40, { weight: 'bold', fill: '#ffd500' }),
    text(160, 75, uk ? 'DRIVING LICENCE' : 'FÜHRERSCHEIN', 40, { weight: 'bold', fill: '#1f3f99' }),
    portrait(30, 160, 270, 340),
    f(180, '1', p.surname),
    f(235, '2', p.givenNames),
    f(290, '3', `${printed(p.birth, 'dots')} ${uk ? 'UNITED KINGDOM' : 'BERLIN'}`),
    text(330, 345, `4a. ${printed(p.issue, 'dots')}`, 30, { weight: 'bold' }) + text(650, 345, `4c. ${uk ? 'DVLA' : 'Stadt Köln'}`, 30, { weight: 'bold' }),
    text(330, 400, `4b. ${printed(p.expiry, 'dots')}`, 30, { weight: 'bold' }),
    f(455, '5', uk ? `${number} ${r.int(10, 99)}` : number),
    f(560, '9', 'AM/A/B1/B/f/k/l/p/q'),
  ];
  const truth: Truth = {
    2: number, 3: ddmmyyyy(p.expiry), 4: ddmmyyyy(p.issue), 5: ddmmyyyy(p.birth), 8: p.surname, 9: p.givenNames,
    ...(uk ? { 12: p.sex } : {}),
  };
  return { svg: svg(w, h, body.join('')), truth };
}

const mmddyyyy = (d: { year: number; month: number; day: number }) =>
  `${String(d.month).padStart(2, '0')}${String(d.day).padStart(2, '0')}${d.year}`;

/** AAMVA 2016 (version 8) barcode text for the identity, with the header's subfile directory. */
export function aamvaText(p: Identity, number: string): string {
  const [first = '', ...middle] = p.givenNames.split(' ');
  const elements = [
    `DAQ${number}`, `DCS${p.surname}`, 'DDEN', `DAC${first}`, 'DDFN', `DAD${middle.join(' ') || 'NONE'}`, 'DDGN', 'DCAD', 'DCBNONE',
    'DCDNONE', `DBD${mmddyyyy(p.issue)}`, `DBB${mmddyyyy(p.birth)}`, `DBA${mmddyyyy(p.expiry)}`, `DBC${p.sex === 'M' ? 1 : 2}`,
    'DAU069 IN', 'DAYBRO', 'DAG123 MAIN STREET', 'DAIANYTOWN', 'DAJCA', 'DAK902230000  ', 'DCF83D9BN217QO983B1', 'DCGUSA',
  ];
  const subfile = `DL${elements.join('\n')}\r`;
  const header = `@\n\x1e\rANSI 636014080001DL0031${String(subfile.length).padStart(4, '0')}`;
  return header + subfile;
}

/** The back of a US licence: a PDF417 barcode (its PNG composited by the caller) and some print. */
export function aamvaBack(p: Identity, r: Random): { svg: Buffer; truth: Truth; barcodeText: string; barcodeBox: { left: number; top: number; width: number } } {
  const number = `${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${r.chars('0123456789', 7)}`;
  const [w, h] = CARD;
  const body = [background(w, h, '#eef3ea'), text(40, 60, 'CALIFORNIA  DRIVER LICENSE', 30, { weight: 'bold', fill: '#2b4a2b' }), text(40, 640, `DL ${number}`, 26)];
  const truth: Truth = {
    2: number, 3: ddmmyyyy(p.expiry), 4: ddmmyyyy(p.issue), 5: ddmmyyyy(p.birth), 8: p.surname,
    9: p.givenNames, 12: p.sex,
  };
  return { svg: svg(w, h, body.join('')), truth, barcodeText: aamvaText(p, number), barcodeBox: { left: 60, top: 90, width: 950 } };
}
