import { describe, expect, it } from 'vitest';
import { readDocument } from '../pipeline/read.js';
import { scoreResult } from './evaluate.js';
import type { FieldCode, RecognitionResult, RecognizedField } from '../types.js';
import { generateRealistic, type RealisticSample } from './realistic.js';

/**
 * Each document read once, however many of its fields a test looks at: a reading takes 1-3 s of CPU, and CI runs this
 * file on one core.
 */
const reads = new WeakMap<RealisticSample, Promise<RecognitionResult>>();
function read(sample: RealisticSample): Promise<RecognitionResult> {
  let result = reads.get(sample);
  if (!result) reads.set(sample, (result = readDocument(sample.image, sample.docType)));
  return result;
}

/** Documents of the realistic corpus (seed 99, the bench's, unless told) that went wrong on small scans (issue 12). */
async function samples(kind: 'small-scan' | 'small-scan-jpeg', numbers: number[], seed = 99): Promise<RealisticSample[]> {
  const found: RealisticSample[] = [];
  for await (const s of generateRealistic({ seed, perKind: Math.max(...numbers) + 1, kinds: [kind], numbers })) found.push(s);
  return found;
}

/** Each card's surname and given names read as printed, and nothing wrong graded PASS. */
async function expectNamesRead(cards: RealisticSample[]): Promise<void> {
  for (const card of cards) {
    const result = await read(card);
    const names = result.fields.filter((f) => f.code === 8 || f.code === 9).map((f) => f.value);
    expect({ id: card.id, names }).toEqual({ id: card.id, names: [card.truth[8], card.truth[9]] });
    expect(scoreResult(result, card.truth, card.notPass).wrongPass).toBe(0);
  }
}

/** Each document read exactly (every value right), and nothing wrong graded PASS. */
async function expectExact(documents: RealisticSample[]): Promise<void> {
  for (const document of documents) {
    const score = scoreResult(await read(document), document.truth, document.notPass);
    expect({ id: document.id, wrong: score.wrong, wrongPass: score.wrongPass }).toEqual({ id: document.id, wrong: [], wrongPass: 0 });
  }
}

/** Each card accepted, the values of `codes` read right, and nothing wrong graded PASS. */
async function expectValuesRead(cards: RealisticSample[], codes: readonly FieldCode[]): Promise<void> {
  for (const card of cards) {
    const result = await read(card);
    expect({ id: card.id, clear: result.clearEnough }).toEqual({ id: card.id, clear: true });
    expect(codes.map((code) => result.fields.find((f) => f.code === code)?.value)).toEqual(codes.map((code) => card.truth[code]));
    expect(scoreResult(result, card.truth, card.notPass).wrongPass).toBe(0);
  }
}

/** The document read with the field `code` as `expected` (value, grade), and nothing wrong graded PASS. */
async function expectFieldRead(document: RealisticSample, code: FieldCode, expected: Partial<RecognizedField>): Promise<void> {
  const result = await read(document);
  expect(result.fields.find((f) => f.code === code)).toMatchObject(expected);
  expect(scoreResult(result, document.truth, document.notPass).wrongPass).toBe(0);
}

describe('small scans (zone characters 5-8 px)', () => {
  it("assembles a TD1 whose name line was the only piece of zone read first (the band reaches line 1), and passes nothing wrong", async () => {
    const [sample] = await samples('small-scan', [16]);
    const result = await read(sample!);
    const zone = result.fields.find((f) => f.code === 51);
    expect(zone?.value.split('\n')).toHaveLength(3);
    // Its birth date's check digit passes, but the composite fails (fillers read as digits): a WARNING. Two of
    // its check digits pass as read, so the image is accepted for review (grading/document.ts, whyNotClear).
    expect(result.fields.find((f) => f.code === 5)).toMatchObject({ value: sample!.truth[5], grade: 'WARNING' });
    expect(result.clearEnough).toBe(true);
    expect(scoreResult(result, sample!.truth, sample!.notPass).wrongPass).toBe(0);
  }, 120_000);

  it('reads names whose separators read as letters, with no wrong PASS', async () => {
    await expectExact(await samples('small-scan-jpeg', [2, 14, 17]));
  }, 240_000);

  it('puts back the fillers between names read as C or K (pipeline/fillerGlyphs.ts), passing nothing wrong', async () => {
    // small-scan-25 read KIM<<MEREDITHKZOE, small-scan-jpeg-5 ROBINSON<<FELIXCKENJI.
    const [card] = await samples('small-scan', [25]);
    const [jpeg] = await samples('small-scan-jpeg', [5]);
    const exact = scoreResult(await read(card!), card!.truth, card!.notPass);
    expect({ wrong: exact.wrong, wrongPass: exact.wrongPass }).toEqual({ wrong: [], wrongPass: 0 });
    const result = await read(jpeg!);
    expect(result.fields.find((f) => f.code === 9)?.value).toBe(jpeg!.truth[9]);
    expect(scoreResult(result, jpeg!.truth, jpeg!.notPass).wrongPass).toBe(0);
  }, 120_000);

  it("puts back the fillers of a name line read short, or read with none as such, from the zone's other lines", async () => {
    // small-scan-28 read PETROV<<JAMES<<KCCC<CC (its name line a character short), small-scan-jpeg-7
    // ERIKSSON<CEVA<CC<SC<CC<C, small-scan-jpeg-28 NOAHKLUCASKC<CKC (no filler of its name line read as one).
    const cards = [...(await samples('small-scan', [28])), ...(await samples('small-scan-jpeg', [7, 28]))];
    await expectNamesRead(cards);
  }, 180_000);

  it('reads the W and M of names that the recogniser read as H and N at 5-8 px a character', async () => {
    // small-scan-23 read MACDONALD<<ONAR, small-scan-jpeg-19 NOVAK<<HEREDITH<SOFIA, small-scan-jpeg-20 HANG<<ZOE.
    const cards = [...(await samples('small-scan', [23])), ...(await samples('small-scan-jpeg', [19, 20]))];
    await expectNamesRead(cards);
  }, 180_000);

  it("keeps a name the page's reading settled when the name line read again in part reads fillers as K (seed 41)", async () => {
    // small-scan-jpeg-8 (seed 41): the page and the band read MULLER (the band's H settled as M by its ink); the name
    // line read again read HULLER<<MATEO<<K<KK, taken for its 'longer' names, and the print, as small, reads HULLER
    // too: the surname was graded PASS, wrong.
    await expectNamesRead(await samples('small-scan-jpeg', [8], 41));
  }, 120_000);

  it("takes a sex read as a digit from the page's reading, and a number misread with the fillers, as corrections", async () => {
    // small-scan-jpeg-16 read its F as 5 (the whole-page pass read the data line's F between the dates) and its
    // fillers as 2 and C; small-scan-jpeg-29 read PD8571647 as P08571647 and '<<<<<<<' as '<<<<<4C'.
    const [sexRead, numberRead] = await samples('small-scan-jpeg', [16, 29]);
    for (const sample of [sexRead!, numberRead!]) {
      const result = await read(sample);
      const score = scoreResult(result, sample.truth, sample.notPass);
      // The zone and every value it carries right (the printed date of issue, 3-4 px high, aside), none PASS wrongly.
      expect({ id: sample.id, wrong: score.wrong.filter((w) => w.code !== 4) }).toEqual({ id: sample.id, wrong: [] });
      expect(score.wrongPass).toBe(0);
      const corrected = sample === sexRead ? 12 : 2;
      expect(result.fields.find((f) => f.code === corrected)?.grade).toBe('WARNING');
    }
  }, 120_000);

  it('reads the date of issue that only the printed zone read again near its own size shows (pipeline/printedAgain.ts)', async () => {
    // Seed 11's small-scan-2 and -10: read enlarged 2.4 times, the date of issue came back '23.95.2095' and not at all.
    for (const sample of await samples('small-scan', [2, 10], 11)) {
      const result = await read(sample);
      expect({ id: sample.id, issue: result.fields.find((f) => f.code === 4) }).toMatchObject({ id: sample.id, issue: { value: sample.truth[4], grade: 'WARNING' } });
      expect(result.timings.printedAgainCpu).toBeGreaterThan(0);
      expect(scoreResult(result, sample.truth, sample.notPass).wrongPass).toBe(0);
    }
  }, 120_000);

  it("settles names and a sex from the zone read again near the scan's own size, as WARNINGs", async () => {
    // Seed 11's small-scan-19 read GARCIA<<OLIVERCJOHNK on the page and in the band, at 1.25 times GARCIA<<OLIVER<JOHN;
    // small-scan-9 read its M as 4 in every reading of the zone at 2.4 times, at 1.25 times M between the dates.
    const settled = [
      { number: 19, code: 9, value: 'OLIVER JOHN' },
      { number: 9, code: 12, value: 'M' },
    ];
    const documents = await samples('small-scan', settled.map((s) => s.number), 11);
    for (const { number, code, value } of settled) {
      const sample = documents.find((s) => s.id === `small-scan-${number}`)!;
      const result = await read(sample);
      expect(result.fields.find((f) => f.code === code)).toMatchObject({ value, grade: 'WARNING' });
      expect(scoreResult(result, sample.truth, sample.notPass)).toMatchObject({ exact: true, wrongPass: 0 });
    }
  }, 120_000);

  it('takes a number failing its check digit, and a word of the names, from the zone read again at other scales', async () => {
    // Seed 11's small-scan-13: PX9069917 read 0P9069917 at 2.4 times, no look-alike correction passing; read again, PX.
    // Seed 7's small-scan-jpeg-19: ZOE read LOE at 2.4 times, ZOE at 1.25 and 1.5 (fillers read as C past the names).
    const [card] = await samples('small-scan', [13], 11);
    const result = await read(card!);
    expect(result.fields.find((f) => f.code === 2)).toMatchObject({ value: 'PX9069917', grade: 'WARNING' });
    expect(scoreResult(result, card!.truth, card!.notPass)).toMatchObject({ exact: true, wrongPass: 0 });
    const [jpeg] = await samples('small-scan-jpeg', [19], 7);
    const names = await read(jpeg!);
    expect(names.fields.find((f) => f.code === 9)).toMatchObject({ value: 'ZOE MARIA', grade: 'WARNING' });
    expect(scoreResult(names, jpeg!.truth, jpeg!.notPass).wrongPass).toBe(0);
  }, 120_000);

  it("takes a card's first line read a character long from another reading, and a separator another reading dropped", async () => {
    // Seed 7's small-scan-jpeg-7: IDNLDDP52219924 read IDNLD00P52219924 at 2.4 times (the check digit one place on),
    // right at 1.0 with DP5221992 printed. Seed 11's small-scan-jpeg-16: KIMSKJAMES in the band, KIMJAMES on the page.
    const [card] = await samples('small-scan-jpeg', [7], 7);
    const line = await read(card!);
    expect(line.fields.find((f) => f.code === 2)).toMatchObject({ value: 'DP5221992', grade: 'WARNING' });
    expect(scoreResult(line, card!.truth, card!.notPass)).toMatchObject({ exact: true, wrongPass: 0 });
    const [names] = await samples('small-scan-jpeg', [16], 11);
    const separated = await read(names!);
    expect(separated.fields.filter((f) => f.code === 8 || f.code === 9).map((f) => [f.value, f.grade])).toEqual([['KIM', 'WARNING'], ['JAMES', 'WARNING']]);
    expect(scoreResult(separated, names!.truth, names!.notPass)).toMatchObject({ exact: true, wrongPass: 0 });
  }, 120_000);

  it("finds a card's zone where the detector boxed only the start of its first line, passing nothing wrong", async () => {
    // Seed 13's small-scan-jpeg-5 (a card 210 px wide): the page reading saw IOAUSOKAFORC and a run of digits, no
    // piece shaped like a zone, and the document came back empty. The band from that start to a card line's length
    // reads its names and dates; its data line's letters and fillers stay misread (GG as 56, AUS as 408).
    const [card] = await samples('small-scan-jpeg', [5], 13);
    const result = await read(card!);
    const value = (code: number) => result.fields.find((f) => f.code === code)?.value;
    expect([8, 9, 3, 5].map(value)).toEqual([card!.truth[8], card!.truth[9], card!.truth[3], card!.truth[5]]);
    expect(scoreResult(result, card!.truth, card!.notPass).wrongPass).toBe(0);
  }, 60_000);

  it('passes no number whose leading letters were read as digits that cancel out in its check digits', async () => {
    // Seed 11's small-scan-jpeg-21: BZ8316054 read (in the zone and in print) as 828316054, every check digit passing.
    const [sample] = await samples('small-scan-jpeg', [21], 11);
    await expectFieldRead(sample!, 2, { value: '828316054', grade: 'WARNING' });
  }, 60_000);

  it("takes a card's number and composite digit both misread from other readings, and reads its names once more", async () => {
    // Seed 13's small-scan-jpeg-19: the band read VF99S2852 with a composite of 6; the zone read again shows
    // IDFRAVF99528524 and the second line ending in 4 (mrz/numberAgain.ts numberAndCompositeFromReadings). That pass
    // brought back no name line, so the names are read again once (ZOEC in the band).
    const [card] = await samples('small-scan-jpeg', [19], 13);
    const result = await read(card!);
    expect(result.fields.find((f) => f.code === 2)).toMatchObject({ value: 'VF9952852', grade: 'WARNING' });
    expect(scoreResult(result, card!.truth, card!.notPass)).toMatchObject({ exact: true, wrongPass: 0 });
  }, 60_000);

  it("reads a card whose data line was read short, its fillers as 4 and some lost, between its other lines", async () => {
    // Seed 43's small-scan-jpeg-28 (a card about 200 px wide on a 400 px scan) and seed 41's small-scan-28: the data
    // line read '5206070M2907262NGA4<4<4<8', 25 characters, and no zone was assembled: the document came back empty.
    const [jpeg] = await samples('small-scan-jpeg', [28], 43);
    const exact = await read(jpeg!);
    expect(scoreResult(exact, jpeg!.truth, jpeg!.notPass)).toMatchObject({ exact: true, wrongPass: 0 });
    const [card] = await samples('small-scan', [28], 41);
    const dated = await read(card!);
    expect(dated.clearEnough).toBe(true);
    expect([3, 5].map((code) => dated.fields.find((f) => f.code === code)?.value)).toEqual([card!.truth[3], card!.truth[5]]);
    expect(scoreResult(dated, card!.truth, card!.notPass).wrongPass).toBe(0);
  }, 120_000);

  it("reads a card whose first line only the page read, its fillers lost, and whose other lines only the band read", async () => {
    // Seed 67's small-scan-7 (a card about 200 px wide on a 400 px scan): the page read '10P0LDM97358658', the band
    // its data and name lines but not its first; refused as nothing verifiable before.
    const [card] = await samples('small-scan', [7], 67);
    const result = await read(card!);
    expect(result.clearEnough).toBe(true);
    expect(scoreResult(result, card!.truth, card!.notPass)).toMatchObject({ exact: true, wrongPass: 0 });
    expect(result.fields.find((f) => f.code === 51)?.grade).toBe('WARNING');
  }, 120_000);

  it("keeps a card's first line the band read uncertainly, and reads its state code's D read as 0 in place", async () => {
    // Seed 83's small-scan-4 (a card about 190 px wide on a 400 px scan): the band read its first line
    // '1DNL0WW15592185CC3CCCC3CCCCCC' at a mean confidence just under 0.5, and it was dropped: refused, nothing read.
    const [card] = await samples('small-scan', [4], 83);
    const result = await read(card!);
    expect(result.clearEnough).toBe(true);
    expect(scoreResult(result, card!.truth, card!.notPass)).toMatchObject({ exact: true, wrongPass: 0 });
  }, 120_000);

  it('reads seed 83\'s small scans that a separator, a lost I, a short data line and unread fillers broke, passing nothing wrong', async () => {
    // small-scan-11: JOHNSON<<JOHN made JOHN<<ON<<JOHN, its surname PASS on the printed given name (separators.ts);
    // small-scan-28: 'D1TAED...' kept as a document code D1; small-scan-27: a passport's data line read with its
    // nationality 0L0 and its expiry passing by chance, read whole again (dataLineAgain.ts); small-scan-jpeg-29: optional
    // data '4444CC' on a line read a character short (fillerGlyphs.ts).
    await expectExact([...(await samples('small-scan', [11, 27, 28], 83)), ...(await samples('small-scan-jpeg', [29], 83))]);
  }, 240_000);

  it("reads a card whose lines the band read at 21, 28 and 29 characters, its name line's fillers all as letters", async () => {
    // Seed 83's small-scan-jpeg-16: refused as nothing read; its fillers are put back from the other lines' (fillerGlyphs.ts).
    await expectValuesRead(await samples('small-scan-jpeg', [16], 83), [2, 3, 5, 8, 9]);
  }, 120_000);

  it("keeps KIM where the band and the print both read KIH (seed 47's small-scan-29): the print may not choose a letter it then confirms", async () => {
    await expectNamesRead(await samples('small-scan', [29], 47));
  }, 120_000);

  it("reads a card whose first line's fillers all read as look-alikes (seed 101), passing nothing wrong", async () => {
    // small-scan-jpeg-22 and small-scan-7 (cards about 190 px wide on 400 px scans): the page read the first line as
    // '101N0GU062045924CCC5CC4', no filler as one, and no zone was assembled: refused as nothing read.
    const cards = [...(await samples('small-scan', [7], 101)), ...(await samples('small-scan-jpeg', [22], 101))];
    await expectValuesRead(cards, [3, 5, 8, 9, 11, 12]);
  }, 120_000);

  it("reads seed 101's small scans exactly: a card's I read as E, a personal number's check digit, the date of issue, a Q", async () => {
    // small-scan-jpeg-11 read IDCAN as EDCAN; small-scan-jpeg-12 an empty personal number's check digit as 5; small-scan-jpeg-6
    // its date of issue beside the expiry misread, both one digit from it; small-scan-jpeg-28 LINDQVIST as LINDOVIST
    // on the page and in the band, LINDQVIST in the zone read again.
    await expectExact(await samples('small-scan-jpeg', [6, 11, 12, 28], 101));
  }, 240_000);

  it('passes no number moved with a collapsed card start, and no O the zone and the print read for a Q', async () => {
    // Seed 103's small-scan-13: IDJPNWK9029199 read DP2K9029199, moved, passing as 2K9029199 (W and 2 weigh alike), PASS.
    // Seed 47's small-scan-jpeg-18: LINDOVIST in the zone and the print, PASS; the printed zone read again shows the Q.
    const [card] = await samples('small-scan', [13], 103);
    await expectFieldRead(card!, 2, { grade: 'WARNING' });
    const [passport] = await samples('small-scan-jpeg', [18], 47);
    await expectFieldRead(passport!, 8, { value: 'LINDQVIST', grade: 'WARNING' });
  }, 120_000);

  it("reads a Q every reading took for O from its pixels, and names two readings split otherwise (seeds 83, 97, 101)", async () => {
    // Seed 83's small-scan-jpeg-6 and -26: LINDQVIST read LINDOVIST by the page, the band and the print
    // (pipeline/lookAlikeLetters.ts qTailInk). Seed 97's small-scan-jpeg-0: EMMA<CHLOE on the page, EMMA<<HLOE in the band,
    // which led (mrz/merge.ts). Seed 101's small-scan-jpeg-27: DAVIESCCISLACGRACE, the print 'ISLA GRACI'.
    const q = await samples('small-scan-jpeg', [6, 26], 83);
    await expectNamesRead([...q, ...(await samples('small-scan-jpeg', [0], 97)), ...(await samples('small-scan-jpeg', [27], 101))]);
  }, 240_000);

  it("leaves a sex the zone lost unread, and takes it from the print, never as a filler graded PASS (seed 131)", async () => {
    // Seed 131's small-scan-0: both readings of the data line lost its M with fillers; the line realigned with a filler
    // there gave sex X, PASS (mrz/realign.ts sexPutIn).
    const [passport] = await samples('small-scan', [0], 131);
    await expectFieldRead(passport!, 12, { value: 'M', grade: 'WARNING' });
  }, 120_000);

  it("reads seeds 131's and 127's small scans: a card number's lost letter, an M read as N, names merged or cut, a state's S", async () => {
    // Seed 131's small-scan-7 (WF2765581 read F27655813, mrz/numberAgain.ts cardNumberLostInLead), small-scan-10 (KENJI
    // and KENI merged into KENII, mrz/merge.ts), small-scan-jpeg-15 (THONPSON, the band THOMPSON: grading/lostStrokes.ts);
    // seed 127's small-scan-jpeg-1 (WRIGHT<CCHLOE, the zone read again WRIGHT<<CHLOE).
    await expectExact([...(await samples('small-scan', [7, 10], 131)), ...(await samples('small-scan-jpeg', [15], 131)), ...(await samples('small-scan-jpeg', [1], 127))]);
    // Seed 127's small-scan-13: CHEN in two readings, CHIEN printed (grading/thinLetters.ts); small-scan-22: ESP read E8P.
    const [chen, esp] = await samples('small-scan', [13, 22], 127);
    await expectValuesRead([chen!], [8, 9]);
    await expectValuesRead([esp!], [11]);
    // Seed 137's small-scan-7: BROWN<CCHLOE in the band, BROHNK<CHLOE<<C on the page, cut short (grading/document.ts).
    await expectValuesRead(await samples('small-scan', [7], 137), [8, 9]);
  }, 240_000);

  it("reads a name's L the recogniser took for E, and its Z taken for L, from the cells' bars (seeds 131 and 137)", async () => {
    // Seed 131's small-scan-jpeg-22 (EMMA<LOE for ZOE in every reading) and seed 137's small-scan-jpeg-11 (FEEIX for
    // FELIX): pipeline/lookAlikeLetters.ts barInk.
    await expectExact([...(await samples('small-scan-jpeg', [22], 131)), ...(await samples('small-scan-jpeg', [11], 137))]);
  }, 120_000);

  it("reads a number's G and U the zone read as 6 and 0 where another reading shows the letters (seeds 139 and 149)", async () => {
    // Seed 139's small-scan-jpeg-13 (6S5423538 on the page, GS5423538 in the band) and seed 149's small-scan-22
    // (065831880 in every reading of the zone, UGS831880 printed): mrz/numberAgain.ts blindLettersFromReadings.
    const documents = [...(await samples('small-scan-jpeg', [13], 139)), ...(await samples('small-scan', [22], 149))];
    await expectExact(documents);
    for (const document of documents) await expectFieldRead(document, 2, { value: document.truth[2], grade: 'WARNING' });
  }, 120_000);

  it("reads a state's P the zone read as 9 (90L for POL; seed 157)", async () => {
    // Seed 157's small-scan-jpeg-18: the nationality read 90L in every reading (mrz/confusions.ts TO_LETTERS).
    await expectExact(await samples('small-scan-jpeg', [18], 157));
  }, 120_000);

  it('reads a nationality the page read as digits from the zone read again, where it is aligned (IRL read 194; seed 173)', async () => {
    // Seed 173's small-scan-jpeg-1: 194 on the page, 18L in the zone read again (grading/nationalityAgain.ts
    // nationalityFromReadings). Its date of issue is printed too small for any reading.
    const [card] = await samples('small-scan-jpeg', [1], 173);
    await expectValuesRead([card!], [2, 3, 5, 8, 9, 11, 12]);
    await expectFieldRead(card!, 11, { value: 'IRL', grade: 'WARNING' });
  }, 120_000);

  it("reads a number's Gs from a print that lost a character, and keeps an O a garbled band reading took for Q (seed 179)", async () => {
    // Seed 179's small-scan-7: GG0160444 read 660160444 by every reading of the zone, GG01604-4- by the print
    // (mrz/numberAgain.ts windowsOf). Its small-scan-5: HUGO, whose O the band's cells put at 0.092 of a Q's tail
    // (pipeline/lookAlikeLetters.ts Q_TAIL).
    const [card] = await samples('small-scan', [7], 179);
    await expectExact([card!]);
    await expectFieldRead(card!, 2, { value: 'GG0160444', grade: 'WARNING' });
    await expectExact(await samples('small-scan', [5], 179));
  }, 120_000);

  it("reads a name's W read as H in a name line that lost most of its fillers (seed 179)", async () => {
    // Seed 179's small-scan-jpeg-11: IDUTOHOOD<<EMMA<<<<<<<<<< on the page, 25 of 36 characters; the H's middle ink lies
    // low, as a W's (pipeline/lookAlikeLetters.ts shortNameStart).
    await expectExact(await samples('small-scan-jpeg', [11], 179));
  }, 120_000);

  it("keeps FOX where every reading of the zone shows it and the print FO (seed 197: FO was graded PASS)", async () => {
    // Seed 197's small-scan-22: grading/separators.ts took the X before the separator for a filler, as the print read FO.
    const [card] = await samples('small-scan', [22], 197);
    await expectFieldRead(card!, 8, { value: 'FOX', grade: 'WARNING' });
  }, 120_000);

  it('reads what seed 211 missed: names a band filler would end, two optional fields, letters a number lost in pairs', async () => {
    // small-scan-jpeg-1: FOX<<CHLOE on the page, FOX<<<HLOE in the band (mrz/merge.ts secondSeparator); small-scan-jpeg-7:
    // '<<<<K<<<<<<<CCK' and '<4<4<<<<<<<' either of which passes the composite (mrz/optionalData.ts); small-scan-jpeg-6:
    // BD8485462 read 808485462, BD in the zone read again (mrz/numberAgain.ts letterPrefixFromReadings); small-scan-16:
    // BN6225479 read B26225479, whose 5 read S passed alone (mrz/confusions.ts PREFIX_LETTERS).
    await expectExact([...(await samples('small-scan-jpeg', [1, 6, 7], 211)), ...(await samples('small-scan', [16], 211))]);
  }, 240_000);

  it("accepts a card whose band reached its first line only at 4 line heights, and takes an M the band read N (seed 211)", async () => {
    // small-scan-7: boxes 6.9 px high, lines 12 px apart; the band from the name line missed the first line at 3.2 line
    // heights and the page was refused (pipeline/zoneBand.ts BAND_REACHES). Its U is read 0 in every reading.
    const [card] = await samples('small-scan', [7], 211);
    await expectValuesRead([card!], [3, 5, 8, 9, 11, 12]);
    // small-scan-jpeg-25: the sex read 0 on the page, N in the band with the birth date's first digit misread
    // (grading/unreadSex.ts sexBetweenDates). Its date of issue is printed too small for any reading.
    const [jpeg] = await samples('small-scan-jpeg', [25], 211);
    await expectValuesRead([jpeg!], [2, 3, 5, 8, 9, 11, 12]);
    await expectFieldRead(jpeg!, 12, { value: 'M', grade: 'WARNING' });
  }, 120_000);

  it("grades no name the page's reading lost a letter of PASS, and reads seed 227's empty optional field (seed 227)", async () => {
    // small-scan-jpeg-3: KENJI read KENI by the zone and the print alike, and graded PASS on the base build
    // (pipeline/lostLetters.ts); small-scan-13: '<CC<<<<CCC<CCC<', the composite passing either way (mrz/optionalData.ts).
    const [kenji] = await samples('small-scan-jpeg', [3], 227);
    await expectFieldRead(kenji!, 9, { grade: 'WARNING' });
    await expectExact(await samples('small-scan', [13], 227));
  }, 120_000);

  it("reads what seed 229 missed: a band read again further, SP read 9P, AUS read 09, digits the print read as letters", async () => {
    // small-scan-jpeg-7: the band at 3.2 line heights (at 4 the print above cut its name line); small-scan-7: SP3094906
    // read 9P3094906 (mrz/confusions.ts PREFIX_LETTERS); small-scan-3: AUS read 09 in every reading, the print showing
    // AUS (grading/nationalityAgain.ts nationalityFromPrint); small-scan-jpeg-19 and -29: FB2883993 and EA6600197 read
    // right by the zone, FE2S83993 and EASG00197 by the print (mrz/numberAgain.ts: no blind letter after a digit).
    await expectExact([...(await samples('small-scan-jpeg', [7, 19, 29], 229)), ...(await samples('small-scan', [3, 7], 229))]);
  }, 240_000);

  it("reads seed 233's WALKER and ZOE, keeps seed 239's GARCIA, and takes no print-added letter after a digit (seed 241)", async () => {
    // Seed 233's small-scan-22: WALKER settled from HALKER on the band's whole line, read HALKER again in its left part
    // (pipeline/nameLine.ts); small-scan-jpeg-22: ZOE read EOE by the band, its Z without an upright
    // (pipeline/lookAlikeLetters.ts); seed 241's small-scan-16: HL3953858 read right by the zone, HL395385S by the print.
    await expectExact([...(await samples('small-scan', [22], 233)), ...(await samples('small-scan-jpeg', [22], 233)), ...(await samples('small-scan', [16], 241))]);
    // Seed 239's small-scan-jpeg-4: GARCIA<<ANNA<ISLA in every reading of the zone, GAR in the print: GAR<<IA<<ANNA was
    // graded GAR PASS on the base build (grading/separators.ts). Its date of issue is printed too small for any reading.
    const [garcia] = await samples('small-scan-jpeg', [4], 239);
    await expectValuesRead([garcia!], [2, 3, 5, 8, 9, 11, 12]);
  }, 240_000);
  it('grades no W read 2 PASS (seed 281), no zone PASS that lost its given names (seed 307), no number on a shifted line (seed 347) or with an F read for a P (seed 353)', async () => {
    // Seed 281's small-scan-16: WL9883039 read 2L9883039 by every reading of the zone (W 32 and 2 pass alike), WL9883039
    // printed: graded PASS on the base build (mrz/numberAgain.ts blindLettersFromReadings, any check-blind letter).
    const [w] = await samples('small-scan', [16], 281);
    await expectFieldRead(w!, 2, { value: 'WL9883039', grade: 'WARNING' });
    // Seed 307's small-scan-29: TANAKA<CCHLOE on the page, both Cs taken for the separator and CHLOE lost, the zone PASS
    // (mrz/normalize.ts separatorMisread).
    await expectExact(await samples('small-scan', [29], 307));
    // Seed 347's small-scan-jpeg-3: HC7355677 read H73556773 (C lost), its digit passing by chance, both dates failing.
    const [shifted] = await samples('small-scan-jpeg', [3], 347);
    await expectFieldRead(shifted!, 2, { grade: 'WARNING' });
    // Seed 353's small-scan-jpeg-4: PP5335432 read FP5335432 in every reading (P and F weigh alike; mrzFields.ts).
    const [f] = await samples('small-scan-jpeg', [4], 353);
    await expectFieldRead(f!, 2, { grade: 'WARNING' });
  }, 120_000);

  it('accepts legible cards refused before: no filler read on the page (seed 277), some fillers read as digits (seed 311)', async () => {
    // Seed 277's small-scan-jpeg-10: the page read the data line '7502204M290801808004426' and no other zone line: the band
    // found from its dates (mrz/normalize.ts looksLikeDataRun). Seed 311's small-scan-4: the band read the first line
    // '10NL02L2652467222<33<3' (looksLikeCardFirstLine). Seed 293's small-scan-25: YM99760678 read 199760678, the print
    // YM9976667 (mrz/numberAgain.ts cardLettersLostInLead).
    const [data] = await samples('small-scan-jpeg', [10], 277);
    await expectValuesRead([data!], [3, 5, 8, 11, 12]);
    const [digits] = await samples('small-scan', [4], 311);
    await expectValuesRead([digits!], [2, 3, 5, 8, 9, 11, 12, 51]);
    const [letters] = await samples('small-scan', [25], 293);
    await expectValuesRead([letters!], [2, 3, 5, 8, 9, 11, 12, 51]);
  }, 180_000);

  it('reads documents of held-out seeds 373 and 389 that two readings or the print settle (stop 53), with no wrong PASS', async () => {
    // 373's small-scan-4 (FOX printed FO), small-scan-11 (SMITHE in the band), small-scan-jpeg-15 (issued 00JUL2019),
    // small-scan-jpeg-22 (a data line read short, its nationality 0EU).
    await expectExact([...(await samples('small-scan', [4, 11], 373)), ...(await samples('small-scan-jpeg', [15, 22], 373))]);
    // 389's small-scan-7: the band read K1M3220E..., the page KIM<<ZOE.
    await expectNamesRead(await samples('small-scan', [7], 389));
  }, 240_000);
});
