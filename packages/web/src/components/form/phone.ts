/** A calling code of a country ('+44' for GB); several countries can share one. */
export interface CallingCode {
  value: string;
  country: string;
}

export interface PhoneParts {
  /** The country whose calling code starts the number, if any. */
  country: string | undefined;
  /** What follows the calling code (or the whole value without one). */
  number: string;
}

/** The separators people write numbers with; the stored value is + and digits only (spec §5). */
export const stripPhoneSeparators = (text: string): string => text.replace(/[\s\-().]/g, '');

/** Calling code and local number into the stored value: '+44' and '7700 900123' give '+447700900123'. */
export function joinPhone(code: string | undefined, number: string): string {
  const digits = stripPhoneSeparators(number);
  if (!digits) return '';
  if (!code || digits.startsWith('+')) return digits;
  return `${code}${digits}`;
}

/**
 * A stored value into calling code and number. The country already chosen wins while its code still
 * starts the value (so '+1' and '268…' stay in the United States rather than turn into Antigua's
 * '+1268'); otherwise the longest matching code decides.
 */
export function splitPhone(value: string, codes: readonly CallingCode[], preferred?: string): PhoneParts {
  if (!value) return { country: preferred, number: '' };
  if (!value.startsWith('+')) return { country: undefined, number: value };
  const chosen = codes.find((code) => code.country === preferred);
  if (chosen && value.startsWith(chosen.value)) return { country: chosen.country, number: value.slice(chosen.value.length) };
  let match: CallingCode | undefined;
  for (const code of codes) {
    if (value.startsWith(code.value) && (!match || code.value.length > match.value.length)) match = code;
  }
  return match ? { country: match.country, number: value.slice(match.value.length) } : { country: undefined, number: value };
}
