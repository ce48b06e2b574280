/** Public types of the recognition library (ARCHITECTURE §8, customer-area.md §3 and §5). */

/** The document type the user chose (customer-area.md §3 document type codes). */
export type DocType = 'PP' | 'DL' | 'NC' | 'RTWV' | (string & {});

/** PASS: confirmed (check digit, barcode, two agreeing readings). WARNING: one reading or corrected.
 * FAIL: manual review needed. ABSENT: the document does not carry the field (it is hidden). */
export type Grade = 'PASS' | 'WARNING' | 'FAIL' | 'ABSENT';

/** Display flag of the spec: 1 hidden (the document does not carry it), 2 displayed. */
export type Display = 1 | 2;

export type FieldCode = 2 | 3 | 4 | 5 | 8 | 9 | 11 | 12 | 51;

export interface RecognizedField {
  code: FieldCode;
  name: string;
  /** Text as read; dates as DD/MM/YYYY; '' when nothing trustworthy was read. */
  value: string;
  maxLength: 128 | 10;
  display: Display;
  grade: Grade;
  /** Why the grade was given, for logs and tests. */
  reasons: string[];
}

export type DocumentKind = 'passport' | 'id-card' | 'visa' | 'residence-permit' | 'driving-licence' | 'unknown';

/** Which layout the values came from. */
export type DocumentFormat = 'TD1' | 'TD2' | 'TD3' | 'MRV-A' | 'MRV-B' | 'FR-ID' | 'EU-DL' | 'UK-DL' | 'AAMVA' | 'none';

export interface ImageQuality {
  width: number;
  height: number;
  /** Laplacian-based focus measure of sharp's stats(), on the detector's grey copy (long side 960 px). */
  sharpness: number;
  /** Share of near-white saturated pixels (specular glare). */
  glare: number;
  /** Mean luminance 0..255. */
  brightness: number;
  /** Standard deviation of luminance (contrast). */
  contrast: number;
  /** Human-readable problems; empty when the image is usable. */
  problems: string[];
}

export interface RecognitionResult {
  clearEnough: boolean;
  typeMatch: boolean;
  kind: DocumentKind;
  format: DocumentFormat;
  /** ICAO 3-letter code of the issuing state or organisation (or the AAMVA country), '' when unknown. */
  country: string;
  fields: RecognizedField[];
  entries: { name: 'Given Names' | 'Surname'; value: string }[];
  quality: ImageQuality;
  /** Document-level reasons (quality, type), for logs and tests. */
  reasons: string[];
  timings: Record<string, number>;
}
