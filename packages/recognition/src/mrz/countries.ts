import { states } from 'mrz';

/**
 * Codes a machine-readable zone may carry: the `mrz` package's ICAO list, plus the ICAO specimen
 * state UTO (which `mrz` rejects) and Germany's single-letter D padded with fillers.
 */
const EXTRA = ['UTO', 'D<<'];

export function isKnownStateCode(code: string): boolean {
  return code in states || EXTRA.includes(code);
}

/** The code without fillers (D<< becomes D). */
export const stateCode = (code: string): string => code.replace(/<+$/, '');
