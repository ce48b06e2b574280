/**
 * OCR confusions seen on machine-readable zones (NOTES.md: O/0, B/8, S/5, G/6, A/0, E/4, K/<, I/1).
 * A correction is only kept when a check digit (or, for state codes, the code list) then agrees.
 */
const TO_DIGIT: Record<string, string> = {
  O: '0', D: '0', Q: '0', U: '0', I: '1', L: '1', T: '7', Z: '2', S: '5', B: '8', G: '6', A: '4', E: '4', '<': '0',
};
const TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '4': 'A', '5': 'S', '6': 'G', '8': 'B', '7': 'T' };

/**
 * Zone characters this narrow on the page or narrower (pixels a character: small scans, far-away cards) are where the
 * recogniser takes letters for one another and for digits (the tables below); larger, it reads them right.
 */
export const SMALL_CHARACTER_PITCH = 10;

/** Characters whose check-digit weight is 0 (mod 10), as a filler's is: no check digit tells them from a filler. */
export const FILLER_WEIGHT = '0AKU';

/**
 * Letters a digit read in a letters-only position may stand for at 5-8 px a character (small scans: C, D
 * and U read as 0, R as 8, N as 2, T as 1, P as 9: POL read 90L), the plain look-alike first. Only a state code uses
 * them, and only when exactly one choice is a known code.
 */
const TO_LETTERS: Record<string, string[]> = {
  '0': ['O', 'C', 'D', 'U', 'Q'], '1': ['I', 'L', 'T'], '2': ['Z', 'N'], '4': ['A'], '5': ['S'], '6': ['G'], '7': ['T'], '8': ['B', 'R'], '9': ['P'],
};

/**
 * Letters read as one another: at 5-8 px a character (H, N for M or W; W as H) and blurred by motion (M and W for
 * each other: SWE read SME, WRIGHT MRIGHT). They share two upright strokes and differ in what joins them.
 */
export const UPRIGHT_PAIRS: Record<string, string[]> = { H: ['M', 'N', 'W'], M: ['W', 'N', 'H'], N: ['M', 'H', 'W'], W: ['M', 'H', 'N'] };

/** Every string `text` reads as when each character may be any of `choices(c)`, in order. */
const readingsOf = (text: string, choices: (c: string) => string[]): string[] =>
  [...text].reduce<string[]>((acc, c) => acc.flatMap((head) => choices(c).map((l) => head + l)), ['']);

/** Every reading of `text` with its H, M, N and W taken for one another (state codes only, kept only when one is a known code). */
export function uprightReadings(text: string): string[] {
  return readingsOf(text, (c) => [c, ...(UPRIGHT_PAIRS[c] ?? [])]);
}

/**
 * Readings of a number whose first two characters, read as digits, were letters (TO_LETTERS: at 5-8 px a character
 * B and R are read as 8, Z and N as 2, C, D and U as 0): most numbers begin with one or two letters.
 */
export function letterPrefixReadings(value: string): string[] {
  const head = value.slice(0, 2);
  return readingsOf(head, (c) => [c, ...(TO_LETTERS[c] ?? [])]).filter((h) => h !== head).map((h) => h + value.slice(2));
}

/** Every letters-only reading of `text`: each digit replaced by each letter it may stand for. */
export function letterReadings(text: string): string[] {
  return readingsOf(text, (c) => TO_LETTERS[c] ?? [c]);
}

/**
 * A state code's S read as 8 or 9 at 5-8 px a character (ESP as E8P, SWE as 9WE). Not in TO_LETTERS: S and 8 weigh
 * alike in a check digit, so a number's 8 read as S would pass as well as the number printed (numbers keep their
 * digits). Only where that digit is the code's one digit: '09A' is no USA on the strength of two unlikely misreads.
 */
const STATE_S = /^[A-Z<]*[89][A-Z<]*$/;

/** Every letters-only reading of a state code: letterReadings, with an S for its one digit when that is an 8 or a 9. */
export function stateCodeReadings(text: string): string[] {
  const readings = letterReadings(text);
  return STATE_S.test(text) ? [...readings, text.replace(/[89]/, 'S')] : readings;
}

/** Alternatives for an alphanumeric position (document numbers, optional data). */
const ALNUM: Record<string, string[]> = {
  '0': ['O', 'D', 'Q', 'C'], O: ['0', 'D', 'Q'], D: ['0', 'O'], Q: ['0', 'O'],
  '1': ['I', 'L'], I: ['1', 'L'], L: ['1', 'I'],
  '2': ['Z'], Z: ['2'], '5': ['S'], S: ['5'], '8': ['B'], B: ['8'], '6': ['G'], G: ['6'],
  '4': ['A', 'E'], A: ['4', '0'], E: ['4'], '7': ['T'], T: ['7'], K: ['<'], '<': ['K'], X: ['<'],
};

export const toDigits = (text: string): string => [...text].map((c) => (c >= '0' && c <= '9' ? c : (TO_DIGIT[c] ?? c))).join('');
export const toLetters = (text: string): string => [...text].map((c) => (c >= 'A' && c <= 'Z') || c === '<' ? c : (TO_LETTER[c] ?? c)).join('');

/**
 * More letters a number's first two characters, read as digits, may be (TO_LETTERS less ALNUM's and U, which weighs as 0
 * does): most numbers begin with one or two letters, and at 5-8 px a character N is read as 2, R as 8, T as 1, P and S
 * as 9 (seed 211's small-scan-16: BN6225479 read B26225479, whose one change 5 to S passed alone; seed 229's
 * small-scan-7: SP3094906 read 9P3094906).
 */
const PREFIX_LETTERS: Record<string, string[]> = { '2': ['N'], '8': ['R'], '1': ['T'], '9': ['P', 'S'] };

/**
 * Strings reachable from `raw` (a document number) with at most `maxChanges` alphanumeric substitutions, fewest changes
 * first, grouped by the number of changes.
 */
export function alnumVariants(raw: string, maxChanges: number): string[][] {
  const groups: string[][] = [[raw]];
  let frontier = new Map<string, number>([[raw, -1]]);
  for (let changes = 1; changes <= maxChanges; changes++) {
    const next = new Map<string, number>();
    for (const [text, lastPos] of frontier) {
      for (let i = lastPos + 1; i < text.length; i++) {
        for (const alt of [...(ALNUM[text[i]!] ?? []), ...((i < 2 && PREFIX_LETTERS[text[i]!]) || [])]) next.set(text.slice(0, i) + alt + text.slice(i + 1), i);
      }
    }
    groups.push([...next.keys()]);
    frontier = next;
  }
  return groups;
}
