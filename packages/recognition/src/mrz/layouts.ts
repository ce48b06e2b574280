/** ICAO 9303 machine-readable zone layouts (parts 4-7): where each field and check digit sits. */

export type MrzFormat = 'TD1' | 'TD2' | 'TD3' | 'MRV-A' | 'MRV-B';

/** [line, start, end) inside the zone. */
export type Span = readonly [line: number, start: number, end: number];

export interface MrzLayout {
  format: MrzFormat;
  lineLength: number;
  lines: number;
  documentCode: Span;
  issuingState: Span;
  documentNumber: Span;
  documentNumberCheck: Span;
  nationality: Span;
  birthDate: Span;
  birthDateCheck: Span;
  sex: Span;
  expiryDate: Span;
  expiryDateCheck: Span;
  name: Span;
  optional: Span[];
  /** Personal number check digit (TD3 only). */
  optionalCheck?: Span;
  /** Spans the composite check digit covers, and where it is; absent on visas. */
  composite?: { covers: Span[]; at: Span };
}

const td3Like = (format: 'TD3' | 'MRV-A' | 'MRV-B', lineLength: number): MrzLayout => ({
  format,
  lineLength,
  lines: 2,
  documentCode: [0, 0, 2],
  issuingState: [0, 2, 5],
  name: [0, 5, lineLength],
  documentNumber: [1, 0, 9],
  documentNumberCheck: [1, 9, 10],
  nationality: [1, 10, 13],
  birthDate: [1, 13, 19],
  birthDateCheck: [1, 19, 20],
  sex: [1, 20, 21],
  expiryDate: [1, 21, 27],
  expiryDateCheck: [1, 27, 28],
  optional: format === 'TD3' ? [[1, 28, 42]] : [[1, 28, lineLength]],
});

const TD3: MrzLayout = {
  ...td3Like('TD3', 44),
  optionalCheck: [1, 42, 43],
  composite: { covers: [[1, 0, 10], [1, 13, 20], [1, 21, 43]], at: [1, 43, 44] },
};

const TD2: MrzLayout = {
  ...td3Like('MRV-B', 36),
  format: 'TD2',
  optional: [[1, 28, 35]],
  composite: { covers: [[1, 0, 10], [1, 13, 20], [1, 21, 35]], at: [1, 35, 36] },
};

const TD1: MrzLayout = {
  format: 'TD1',
  lineLength: 30,
  lines: 3,
  documentCode: [0, 0, 2],
  issuingState: [0, 2, 5],
  documentNumber: [0, 5, 14],
  documentNumberCheck: [0, 14, 15],
  optional: [[0, 15, 30], [1, 18, 29]],
  birthDate: [1, 0, 6],
  birthDateCheck: [1, 6, 7],
  sex: [1, 7, 8],
  expiryDate: [1, 8, 14],
  expiryDateCheck: [1, 14, 15],
  nationality: [1, 15, 18],
  name: [2, 0, 30],
  composite: { covers: [[0, 5, 30], [1, 0, 7], [1, 8, 15], [1, 18, 29]], at: [1, 29, 30] },
};

/** The layout for a zone of `count` lines of `length` characters starting with `documentCode`. */
export function layoutFor(count: number, length: number, documentCode: string): MrzLayout | null {
  const visa = documentCode.startsWith('V');
  if (count === 3 && length === 30) return TD1;
  if (count === 2 && length === 44) return visa ? td3Like('MRV-A', 44) : TD3;
  if (count === 2 && length === 36) return visa ? td3Like('MRV-B', 36) : TD2;
  return null;
}

export const slice = (lines: string[], [line, start, end]: Span): string => (lines[line] ?? '').slice(start, end);
