import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { zone } from '../corpus/svg.js';
import { restoreFillerGlyphs } from './fillerGlyphs.js';
import type { OcrLine } from './paddle.js';

/**
 * A zone line as a small scan prints it (characters `charWidth` px wide, blurred), enlarged 4 times as the reader cuts
 * it, and read as `read` with each character where it is printed: the line the recogniser gives back.
 */
async function lineAsRead(printed: string, read: string, charWidth = 5.5, places = [...read].map((_, i) => i)): Promise<OcrLine> {
  const pitch = 40;
  const width = printed.length * pitch;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 40}" height="80"><rect width="100%" height="100%" fill="#fff"/>${zone(20, 58, [printed], width, 56)}</svg>`;
  const small = Math.round(((width + 40) * charWidth) / pitch);
  const scan = await sharp(Buffer.from(svg)).resize({ width: small }).blur(0.5).png().toBuffer();
  const { data, info } = await sharp(scan).resize({ width: small * 4 }).ensureAlpha(1).raw().toBuffer({ resolveWithObject: true });
  const k = info.width / (width + 40);
  const x = places.map((i) => (20 + (i + 0.5) * pitch) * k);
  return { text: read, confidence: 0.9, box: [[0, 0], [info.width, 0], [info.width, info.height], [0, info.height]], glyphs: { x, image: { data, width: info.width, height: info.height } } };
}

describe('fillers read as look-alike letters, put back from their pixels', () => {
  it("puts back the fillers a TD1's name line read as C (the separator, the filler between given names, the tail)", async () => {
    const line = await lineAsRead('EDWARDS<<SARAH<GRACE<<<<<<<<<<', 'EDWARDSCCSARAHCGRACECCCCCCCCCC');
    expect(restoreFillerGlyphs([line])[0]!.text).toBe('EDWARDS<<SARAH<GRACE<<<<<<<<<<');
  });

  it("puts back a filler read as K between a passport's given names", async () => {
    const line = await lineAsRead('P<UTOKIM<<MEREDITH<ZOE<<<<<<<<<<<<<<<<<<<<<<', 'P<UTOKIM<<MEREDITHKZOE<<<<<<<<<<<<<<<<<<<<<<');
    expect(restoreFillerGlyphs([line])[0]!.text).toBe('P<UTOKIM<<MEREDITH<ZOE<<<<<<<<<<<<<<<<<<<<<<');
  });

  it('puts back a filler misread as another letter among look-alikes, and does not take it for a letter of the names', async () => {
    // The O (a filler read so) looks like the fillers: were it a reference letter, nothing would look unlike the letters.
    const line = await lineAsRead('SINGH<<IVAN<<<<<<<<<<<<<<<<<<<', 'SINGHCCIVANCCOCKCC<<<<<<<<<<<<');
    expect(restoreFillerGlyphs([line])[0]!.text).toBe('SINGH<<IVAN<<<<<<<<<<<<<<<<<<<');
  });

  it('leaves names of one or two letters between fillers as read', async () => {
    const short = await lineAsRead('DE<VRIES<<AL<<<<<<<<<<<<<<<<<<', 'DE<VRIES<<AL<<<<<<<<<<<<<<<<<<');
    expect(restoreFillerGlyphs([short])[0]).toBe(short);
    const line = await lineAsRead('P<CHNLI<<NA<ZOE<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'P<CHNLI<<NACZOE<<<<<<<<<<<<<<<<<<<<<<<<<<<<<');
    expect(restoreFillerGlyphs([line])[0]!.text).toBe('P<CHNLI<<NA<ZOE<<<<<<<<<<<<<<<<<<<<<<<<<<<<<');
  });

  it('leaves the letters C, K and S of names as read', async () => {
    for (const name of ['P<IRLLEE<<LUCAS<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'KOWALSKI<<ISAAC<KACEY<<<<<<<<<', 'P<UTOKIM<<ZOE<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'P<CANSCHECK<<ZACK<<<<<<<<<<<<<<<<<<<<<<<<<<<']) {
      const line = await lineAsRead(name, name);
      expect(restoreFillerGlyphs([line])[0]).toBe(line);
    }
  });

  it("puts back a TD1's optional data read as digits and letters, and a passport's personal number field", async () => {
    const card = await lineAsRead('IDAUSCA97017253<<<<<<<<<<<<<<<', 'IDAUSCA97017253<5<<<<<<<5<C<C4');
    expect(restoreFillerGlyphs([card])[0]!.text).toBe('IDAUSCA97017253<<<<<<<<<<<<<<<');
    const passport = await lineAsRead('XF56064096IRL5809150M3509135<<<<<<<<<<<<<<<2', 'XF56064096IRL5809150M3509135<<<3C2<<<<<<<<<2');
    expect(restoreFillerGlyphs([passport])[0]!.text).toBe('XF56064096IRL5809150M3509135<<<<<<<<<<<<<<<2');
  });

  it('leaves optional data that is printed as read, and what weighs as a filler (0, A, K, U) to the check digits', async () => {
    const printed = await lineAsRead('L898902C36UTO7408122F1204159ZE184226B<<<<<10', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10');
    expect(restoreFillerGlyphs([printed])[0]).toBe(printed);
    const weightless = await lineAsRead('IDAUSCA97017253<<<<<<<<<<<<<<<', 'IDAUSCA97017253<<<<K<<<<0<<<<<');
    expect(restoreFillerGlyphs([weightless])[0]).toBe(weightless);
  });

  it('leaves a line with too few fillers to learn them from as read', async () => {
    const full = await lineAsRead('MACDONALD<<ALEXANDRA<KATHERINE', 'MACDONALDCCALEXANDRACKATHERINE');
    expect(restoreFillerGlyphs([full])[0]).toBe(full);
  });

  it("puts back a name line read a character short when the zone's other lines tell its length", async () => {
    // The last filler lost; the others and the separator read as K or C. Alone, a line of 29 is no zone line.
    const line = await lineAsRead('PETROV<<JAMES<<<<<<<<<<<<<<<<<', 'PETROVK<JAMES<<KCCC<CC<<CCK<K');
    const first = await lineAsRead('IDUTODE15196586<<<<<<<<<<<<<<<', 'IDUTODE15196586<<<<<<<<<<<<<<<');
    expect(restoreFillerGlyphs([line])[0]).toBe(line);
    expect(restoreFillerGlyphs([first, line])[1]!.text).toBe('PETROV<<JAMES<<<<<<<<<<<<<<<<');
  });

  it("learns a name line's fillers from the zone's other lines when it read none as such", async () => {
    const line = await lineAsRead('PETROV<<JAMES<<<<<<<<<<<<<<<<<', 'PETROVKKJAMESKCKKKCKKCKKCKKCKS');
    const first = await lineAsRead('IDUTODE15196586<<<<<<<<<<<<<<<', 'IDUTODE15196586<<<<<<<<<<<<<<<');
    const second = await lineAsRead('6501185M3502136UTO<<<<<<<<<<<8', '6501185M3502136UTO<<<<<<<<<<<8');
    expect(restoreFillerGlyphs([line])[0]).toBe(line);
    expect(restoreFillerGlyphs([first, second, line])[2]!.text).toBe('PETROV<<JAMES<<<<<<<<<<<<<<<<<');
    // Names that fill the line end in no run of look-alikes: not taken for a zone line that lost its fillers.
    const full = await lineAsRead('MACDONALD<<ALEXANDRA<KATHERINE', 'MACDONALDCCALEXANDRACKATHERINE');
    expect(restoreFillerGlyphs([first, second, full])[2]).toBe(full);
  });

  it("learns them from the zone's other lines read short, their fillers lost in part, the length from the longest", async () => {
    // Seed 83's small-scan-jpeg-16: the band read the card's lines at 21, 28 and 29 characters; none at a zone length.
    const line = await lineAsRead('LEWIS<<GRACE<IRIS<<<<<<<<<<<<<', 'LEWISCCGRACECIRISKCCKCCKKCKKK');
    const first = await lineAsRead('IDNZLFZ05688579<<<<<<<<<<<<<<<', '1DN29F205688579<<<<<<');
    const second = await lineAsRead('0503202F2911180NZL<<<<<<<<<<<4', '0503202F2911180NZL<<<<<<<<<4');
    expect(restoreFillerGlyphs([first, second, line])[2]!.text).toBe('LEWIS<<GRACE<IRIS<<<<<<<<<<<<');
  });

  it("puts back a data line's optional data read a character short with none of its fillers read as such", async () => {
    // Seed 83's small-scan-jpeg-29: a TD2's optional data '<<<<<<<' read '4444CC', the line 35 characters long.
    const first = await lineAsRead('IDBRAWANG<<LUCAS<<<<<<<<<<<<<<<<<<<<', 'IDBRAWANG<<LUCAS<<<<<<<<<<<<<<<<<<<<');
    const places = [...Array.from({ length: 34 }, (_, i) => i), 35];
    const data = await lineAsRead('CU99902247BRA7602263M2706199<<<<<<<2', 'CU99902247BRA7602263M27061994444CC2', 5.5, places);
    expect(restoreFillerGlyphs([data])[0]).toBe(data);
    expect(restoreFillerGlyphs([first, data])[1]!.text).toBe('CU99902247BRA7602263M2706199<<<<<<2');
    // Optional data printed in full is left as read.
    const printed = await lineAsRead('CU99902247BRA7602263M2706199ZE18846', 'CU99902247BRA7602263M2706199ZE18846');
    expect(restoreFillerGlyphs([first, printed])[1]).toBe(printed);
  });

  it('leaves one cell between two names of a line read short as read: it may be the separator read once', async () => {
    // 'SINGH<<IVAN' read with the separator as one C (the recogniser merged the pair) and a filler lost.
    const places = [0, 1, 2, 3, 4, 5, ...Array.from({ length: 22 }, (_, i) => i + 7)];
    const line = await lineAsRead('SINGH<<IVAN<<<<<<<<<<<<<<<<<<<', 'SINGHCIVANCCOCKCC<<<<<<<<<<<', 5.5, places);
    const first = await lineAsRead('IDJPNBK60163346<<<<<<<<<<<<<<<', 'IDJPNBK60163346<<<<<<<<<<<<<<<');
    expect(restoreFillerGlyphs([first, line])[1]!.text).toBe('SINGHCIVAN<<<<<<<<<<<<<<<<<<');
  });

  it('reads nothing into a line read as several regions (no glyph positions)', () => {
    const line: OcrLine = { text: 'EDWARDSCCSARAHCGRACECCCCCCCCCC', confidence: 0.9, box: [[0, 0], [10, 0], [10, 2], [0, 2]] };
    expect(restoreFillerGlyphs([line])[0]).toBe(line);
  });
});
