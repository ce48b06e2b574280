/**
 * EU-format driving licences (Directive 2006/126/EC, UK photocard the same): the front numbers its
 * fields 1 surname, 2 given names, 3 birth date and place, 4a issue, 4b expiry, 4c authority,
 * 4d personal number, 5 licence number. OCR returns text lines; labels can share a line.
 */
import { findPrintedDates } from '../dates.js';

export type EuLabel = '1' | '2' | '3' | '4a' | '4b' | '4c' | '4d' | '5' | '8' | '9';

export type EuFields = Partial<Record<EuLabel, string>>;

const LABELS = new Set<string>(['1', '2', '3', '4a', '4b', '4c', '4d', '5', '8', '9']);

/** A label: '1.' or '4a.' (its dot often lost) at a word start; dates such as 12.03.1985 never match. */
const LABEL = /(?<![\w.])(4\s?[abcdABCD](?=[\s.,:\d])|[1-9](?=\s?[.,:]))\s?[.,:]?\s*/g;

export function parseEuLines(lines: string[]): EuFields {
  const out: EuFields = {};
  for (const line of lines) {
    const marks = [...line.matchAll(LABEL)].filter((m) => LABELS.has(normalise(m[1]!)));
    marks.forEach((m, i) => {
      const label = normalise(m[1]!) as EuLabel;
      const end = marks[i + 1]?.index ?? line.length;
      const value = line.slice(m.index + m[0].length, end).trim();
      if (value && !(label in out)) out[label] = value;
    });
  }
  return out;
}

const normalise = (label: string): string => label.replace(/\s/g, '').toLowerCase();

/** Field 3 starts with the birth date (a place follows); 4a and 4b are dates. */
export const firstDate = (value: string | undefined): string => (value ? (findPrintedDates(value)[0] ?? '') : '');

/** Field 5 as printed: the number, perhaps followed by an issue number ('MORGA753116SM9IJ 35'). */
export const licenceNumber = (value: string | undefined): string => (value ?? '').trim().split(/\s+/)[0]?.toUpperCase() ?? '';

/** Distinguishing signs printed in the flag band, to ICAO codes. */
const SIGNS: Record<string, string> = {
  UK: 'GBR', GB: 'GBR', IRL: 'IRL', D: 'DEU', F: 'FRA', E: 'ESP', I: 'ITA', NL: 'NLD', B: 'BEL', PL: 'POL',
  P: 'PRT', A: 'AUT', S: 'SWE', FIN: 'FIN', DK: 'DNK', L: 'LUX', CZ: 'CZE', H: 'HUN', GR: 'GRC', M: 'MLT',
};

/** The issuing country from a distinguishing sign on a line of its own, or from DVLA naming itself. */
export function euCountry(lines: string[]): string {
  for (const line of lines) {
    const t = line.trim().toUpperCase();
    if (SIGNS[t]) return SIGNS[t];
  }
  return lines.some((l) => /\bDVLA\b|\bDVA\b/i.test(l)) ? 'GBR' : '';
}
