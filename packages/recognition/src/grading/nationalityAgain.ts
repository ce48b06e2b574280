import { isKnownStateCode } from '../mrz/countries.js';
import { chooseNationality, type ParsedMrz } from '../mrz/parse.js';
import type { VisualZone } from './viz.js';

/**
 * A nationality the lead read as no known code ('09A' for USA: at 5-8 px a character the data line's letters are read as
 * digits no confusion table maps back), taken from the other reading of the zone where that reading is of the same
 * format, aligned there (its birth and expiry dates pass their check digits either side of the code) and reads a known
 * code that the zone's issuing state or the visual zone shows too. A correction: the caller grades it WARNING. Returns
 * whether the zone was changed.
 */
export function nationalityFromOther(p: ParsedMrz, other: ParsedMrz | null, viz: VisualZone): boolean {
  if (!other || other.format !== p.format || p.format === 'FR-ID' || p.nationality.check !== 'invalid') return false;
  const code = other.nationality.value;
  const aligned = other.birthDate.check !== 'invalid' && other.expiryDate.check !== 'invalid';
  if (!aligned || other.nationality.check === 'invalid' || !isKnownStateCode(code) || (code !== p.issuingState.value && !viz.words.has(code))) return false;
  chooseNationality(p, code);
  return true;
}
