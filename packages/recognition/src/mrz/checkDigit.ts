/** ICAO 9303 part 3 §4.9: check digits with weights 7, 3, 1; A-Z count 10-35 and the filler 0. */
export function charValue(ch: string): number {
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  if (ch >= 'A' && ch <= 'Z') return ch.charCodeAt(0) - 55;
  if (ch === '<') return 0;
  return -1;
}

export function checkDigit(data: string): string {
  let sum = 0;
  for (let i = 0; i < data.length; i++) {
    const v = charValue(data[i] ?? '');
    if (v < 0) return '?';
    sum += v * [7, 3, 1][i % 3]!;
  }
  return String(sum % 10);
}

/** True when `digit` is the check digit of `data`. A filler digit is valid only for an all-filler field. */
export function isCheckValid(data: string, digit: string): boolean {
  if (digit === '<') return /^<*$/.test(data);
  return checkDigit(data) === digit;
}

/**
 * A letter and a digit whose values are equal modulo 10 (G 16 and 6, S 28 and 8, W 32 and 2, U 30 and 0 ...): whatever
 * its weight (7, 3 or 1, each prime to 10), a check digit passes alike for either, so it cannot tell them apart.
 */
export function checkBlind(letter: string, digit: string): boolean {
  return /^[A-Z]$/.test(letter) && /^[0-9]$/.test(digit) && charValue(letter) % 10 === charValue(digit);
}
