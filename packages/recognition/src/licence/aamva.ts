/**
 * AAMVA DL/ID card design standard (PDF417 on US and Canadian licences): header, subfiles and the
 * data elements we need. Written here after reading the npm parsers: parse-usdl 3.2 reads every date
 * as MMDDYYYY, calls any sex code but 1 female (9 is 'not specified') and throws on unknown elements;
 * aamva-parser 1.7 also reads dates only as MMDDCCYY, into local-time Date objects. Canadian
 * licences write CCYYMMDD.
 */
import { formatDate, isRealDate } from '../dates.js';

export interface AamvaLicence {
  iin: string;
  version: number;
  country: 'USA' | 'CAN';
  documentNumber: string;
  surname: string;
  givenNames: string;
  /** DD/MM/YYYY. */
  birthDate: string;
  expiryDate: string;
  issueDate: string;
  sex: 'M' | 'F' | 'X' | '';
  elements: Record<string, string>;
}

/** Parses the text of an AAMVA barcode (read with control characters kept); null when it is not one. */
export function parseAamva(text: string): AamvaLicence | null {
  const header = /ANSI ?(\d{6})(\d{2})(\d{2})?(\d{2})?/.exec(text) ?? /AAMVA(\d{6})(\d{2})/.exec(text);
  if (!header) return null;
  const version = Number(header[2]);
  const elements = readElements(text.slice(header.index));
  if (!elements.DAQ) return null;
  const country = (elements.DCG ?? '').startsWith('CAN') ? 'CAN' : 'USA';
  const date = (id: string) => aamvaDate(elements[id] ?? '', country === 'CAN');
  const names = nameParts(elements, version);
  return {
    iin: header[1]!,
    version,
    country,
    documentNumber: elements.DAQ.trim(),
    ...names,
    birthDate: date('DBB'),
    expiryDate: date('DBA'),
    issueDate: date('DBD'),
    sex: ({ '1': 'M', '2': 'F', '9': 'X', M: 'M', F: 'F' } as const)[(elements.DBC ?? '').trim() as '1'] ?? '',
    elements,
  };
}

/** Data elements are lines 'Dxx' + value; the first one of a subfile follows its type (DL, ID). */
function readElements(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  // AAMVA separates elements with LF, subfiles with CR and records with RS (0x1e).
  for (const part of body.replaceAll(String.fromCharCode(0x1e), '\n').split(/[\n\r]+/)) {
    const m = /^(?:DL|ID)?([DZ][A-Z]{2})(.*)$/.exec(part.replace(/^.*?ANSI.*?(?=(?:DL|ID)D[A-Z]{2})/, ''));
    if (m && !(m[1]! in out)) out[m[1]!] = m[2]!.trim();
  }
  return out;
}

function nameParts(e: Record<string, string>, version: number): { surname: string; givenNames: string } {
  const surname = e.DCS ?? e.DAB ?? '';
  if (e.DAC || e.DCT) {
    const given = [e.DAC ?? e.DCT ?? '', e.DAD ?? ''].map((s) => s.replace(/,/g, ' ').trim()).filter((s) => s && s !== 'NONE');
    return { surname: surname.trim(), givenNames: given.join(' ') };
  }
  // Version 1: DAA holds 'SURNAME,FIRST,MIDDLE'.
  const [last = '', ...rest] = (e.DAA ?? '').split(/[,$]/);
  return { surname: (surname || last).trim(), givenNames: version <= 1 ? rest.join(' ').trim() : '' };
}

/** MMDDCCYY in the US, CCYYMMDD in Canada (AAMVA 2000+ §D.12). */
function aamvaDate(raw: string, canada: boolean): string {
  const d = raw.replace(/\D/g, '');
  if (d.length !== 8) return '';
  // A month is never above 12, so a leading 19 or 20 can only be a century.
  const [y, m, day] = canada || Number(d.slice(0, 2)) > 12
    ? [Number(d.slice(0, 4)), Number(d.slice(4, 6)), Number(d.slice(6, 8))]
    : [Number(d.slice(4, 8)), Number(d.slice(0, 2)), Number(d.slice(2, 4))];
  return isRealDate(y, m, day) ? formatDate(y, m, day) : '';
}
