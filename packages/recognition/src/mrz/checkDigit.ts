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
