import { describe, expect, it } from 'vitest';
import type { ImageQuality, RecognizedField } from '../types.js';
import { interpret } from './document.js';

const quality: ImageQuality = { width: 1600, height: 1120, sharpness: 5, glare: 0, brightness: 180, contrast: 60, problems: [] };
const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const VIZ = ['PASSPORT UTOPIA', 'Surname ERIKSSON', 'Given names ANNA MARIA', 'Nationality UTO', 'Date of birth 12 AUG 1974', 'Sex F', 'Date of issue 16 APR 2007', 'Date of expiry 15 APR 2012'];

const byCode = (fields: RecognizedField[]) => Object.fromEntries(fields.map((f) => [f.code, f]));

describe('grading a passport', () => {
  it('passes values confirmed by check digits and the printed zone', () => {
    const r = interpret('PP', { lines: [...VIZ, ...TD3], barcodes: [], quality });
    const f = byCode(r.fields);
    expect(r).toMatchObject({ clearEnough: true, typeMatch: true, kind: 'passport', format: 'TD3', country: 'UTO' });
    expect(f[2]).toMatchObject({ value: 'L898902C3', grade: 'PASS', display: 2, maxLength: 128 });
    expect(f[5]).toMatchObject({ value: '12/08/1974', grade: 'PASS', maxLength: 10 });
    expect(f[3]).toMatchObject({ value: '15/04/2012', grade: 'PASS' });
    expect(f[8]).toMatchObject({ value: 'ERIKSSON', grade: 'PASS' });
    expect(f[9]).toMatchObject({ value: 'ANNA MARIA', grade: 'PASS' });
    expect(f[11]).toMatchObject({ value: 'UTO', grade: 'PASS' });
    expect(f[12]).toMatchObject({ value: 'F', grade: 'PASS' });
    expect(f[4]).toMatchObject({ value: '16/04/2007', grade: 'WARNING', display: 2 });
    expect(f[51]).toMatchObject({ value: TD3.join('\n'), grade: 'PASS' });
    expect(r.entries).toEqual([{ name: 'Given Names', value: 'ANNA MARIA' }, { name: 'Surname', value: 'ERIKSSON' }]);
  });

  it("reads an M at the sex's place read as H or N (small scans) or W (motion blur) as M, a correction that never passes on the zone alone", () => {
    const male = [TD3[0]!, TD3[1]!.slice(0, 20) + 'M' + TD3[1]!.slice(21)];
    for (const read of ['H', 'N', 'W']) {
      const lines = [TD3[0]!, TD3[1]!.slice(0, 20) + read + TD3[1]!.slice(21)];
      const printed = byCode(interpret('PP', { lines: [...VIZ.map((t) => t.replace('Sex F', 'Sex M')), ...lines], barcodes: [], quality }).fields);
      expect(printed[12]).toMatchObject({ value: 'M', grade: 'PASS' });
      expect(printed[51]).toMatchObject({ value: male.join('\n'), grade: 'WARNING' });
      const unprinted = byCode(interpret('PP', { lines: [...VIZ.filter((t) => !t.startsWith('Sex')), ...lines], barcodes: [], quality }).fields);
      expect(unprinted[12]).toMatchObject({ value: 'M', grade: 'WARNING' });
      expect(unprinted[51]!.grade).not.toBe('PASS');
    }
    // Any other character there is still no sex of its own (another reading may give it: below).
    const unprinted = VIZ.filter((t) => !t.startsWith('Sex'));
    const digit = byCode(interpret('PP', { lines: [...unprinted, TD3[0]!, TD3[1]!.slice(0, 20) + '4' + TD3[1]!.slice(21)], barcodes: [], quality }).fields);
    expect(digit[12]).toMatchObject({ value: '', grade: 'FAIL' });
  });

  it("takes a sex the zone read as a digit from another reading, never PASS, and never from the digit alone", () => {
    // Small scans read the zone's M as 4 and F as 5 (and a filler as either): the sex comes from elsewhere or not at all.
    const asDigit = [TD3[0]!, TD3[1]!.replace('7408122F1204159', '740812251204159')];
    const unprinted = VIZ.filter((t) => !t.startsWith('Sex'));
    const grade = (lines: string[], second?: string[]) => byCode(interpret('PP', { lines, secondZoneLines: second, barcodes: [], quality }).fields);
    // The visual zone prints it.
    const printed = grade([...VIZ, ...asDigit]);
    expect(printed[12]).toMatchObject({ value: 'F', grade: 'WARNING' });
    expect(printed[51]).toMatchObject({ value: TD3.join('\n'), grade: 'WARNING' });
    // The second reading of the zone reads it as is.
    expect(grade([...unprinted, ...asDigit], TD3)[12]).toMatchObject({ value: 'F', grade: 'WARNING' });
    // The page's own reading of the data line shows it between the two dates (spaces and all).
    expect(grade([...unprinted, 'L898902C36UTO 7408122 F 1204159 ZE1842', ...asDigit])[12]).toMatchObject({ value: 'F', grade: 'WARNING' });
    // Nothing else reads it, or the printed zone shows both letters, or the dates around it do not pass: no sex.
    expect(grade([...unprinted, ...asDigit])[12]).toMatchObject({ value: '', grade: 'FAIL' });
    expect(grade([...unprinted, 'Sex F M', ...asDigit])[12]).toMatchObject({ value: '', grade: 'FAIL' });
    const datesFail = [TD3[0]!, TD3[1]!.replace('7408122F1204159', '740812351204159')];
    expect(grade([...VIZ, ...datesFail])[12]).toMatchObject({ value: '', grade: 'FAIL' });
  });

  it('never passes a name the printed zone does not confirm, even with every check digit right', () => {
    const misreadName = [TD3[0]!.replace('ERIKSSON', 'ERIKSBON'), TD3[1]!];
    const f = byCode(interpret('PP', { lines: [...VIZ, ...misreadName], barcodes: [], quality }).fields);
    expect(f[8]).toMatchObject({ value: 'ERIKSBON', grade: 'WARNING' });
    expect(f[2]!.grade).toBe('PASS');
    const digitInName = [TD3[0]!.replace('ERIKSSON', 'ERIKSS0N'), TD3[1]!];
    const corrected = byCode(interpret('PP', { lines: [...VIZ, ...digitInName], barcodes: [], quality }).fields);
    expect(corrected[8]).toMatchObject({ value: 'ERIKSSON', grade: 'PASS' });
    expect(corrected[51]!.value).toBe(TD3.join('\n'));
    expect(byCode(interpret('PP', { lines: digitInName, barcodes: [], quality }).fields)[8]!.grade).toBe('WARNING');
    const noViz = byCode(interpret('PP', { lines: TD3, barcodes: [], quality }).fields);
    expect(noViz[8]!.grade).toBe('WARNING');
    expect(noViz[8]!.reasons.join()).toMatch(/visual zone/);
    expect(noViz[2]!.grade).toBe('PASS');
  });

  it('does not pass the zone as a whole when a misread name line passes every check digit', () => {
    const misread = [TD3[0]!.replace('MARIA', 'MRIA'), TD3[1]!];
    const f = byCode(interpret('PP', { lines: [...VIZ, ...misread], barcodes: [], quality }).fields);
    expect(f[9]).toMatchObject({ value: 'ANNA MRIA', grade: 'WARNING' });
    expect(f[51]!.grade).toBe('WARNING');
  });

  it('does not confirm names shifted by a lost separator from words scattered over the page', () => {
    const lostSeparator = [TD3[0]!.replace('ERIKSSON<<ANNA', 'ERIKSSON<ANNA') + '<', TD3[1]!];
    const f = byCode(interpret('PP', { lines: [...VIZ, ...lostSeparator], barcodes: [], quality }).fields);
    // The print's names, whose letters are the zone's one for one, put the separator back: a WARNING.
    expect(f[8]).toMatchObject({ value: 'ERIKSSON', grade: 'WARNING' });
    expect(f[9]).toMatchObject({ value: 'ANNA MARIA', grade: 'WARNING' });
    expect(f[51]!.grade).not.toBe('PASS');
  });

  it('lets a second zone reading whose names the printed zone confirms lead', () => {
    const misread = [TD3[0]!.replace('MARIA', 'MRIA'), TD3[1]!];
    const r = interpret('PP', { lines: [...VIZ, ...misread], secondZoneLines: TD3, barcodes: [], quality });
    const f = byCode(r.fields);
    expect(f[9]).toMatchObject({ value: 'ANNA MARIA', grade: 'PASS' });
    expect(f[51]).toMatchObject({ value: TD3.join('\n'), grade: 'PASS' });
  });

  it('grades a corrected value WARNING and a failing check digit FAIL', () => {
    const corrected = [TD3[0]!, TD3[1]!.replace('7408122', '74O8122')];
    expect(byCode(interpret('PP', { lines: corrected, barcodes: [], quality }).fields)[5]!.grade).toBe('WARNING');
    const wrong = [TD3[0]!, TD3[1]!.replace('1204159', '1204169')];
    const f = byCode(interpret('PP', { lines: wrong, barcodes: [], quality }).fields);
    expect(f[3]!.grade).toBe('FAIL');
    expect(f[51]!.grade).toBe('FAIL');
  });

  it('hides the issue date a passport zone does not carry', () => {
    const f = byCode(interpret('PP', { lines: TD3, barcodes: [], quality }).fields);
    expect(f[4]).toMatchObject({ display: 1, grade: 'ABSENT', value: '' });
  });

  it('caps check-digit values at WARNING when the composite digit fails', () => {
    const badComposite = [TD3[0]!, TD3[1]!.slice(0, 43) + '3'];
    const f = byCode(interpret('PP', { lines: badComposite, barcodes: [], quality }).fields);
    expect(f[2]!.grade).toBe('WARNING');
    expect(f[2]!.reasons.join()).toMatch(/composite/);
  });

  it('does not match a passport against the driving licence type, and an empty page is not clear', () => {
    expect(interpret('DL', { lines: [...VIZ, ...TD3], barcodes: [], quality }).typeMatch).toBe(false);
    const empty = interpret('PP', { lines: ['hello'], barcodes: [], quality });
    expect(empty).toMatchObject({ clearEnough: false, typeMatch: false, kind: 'unknown' });
    expect(empty.fields.length).toBeGreaterThan(0);
    expect(empty.fields.every((f) => f.display === 1)).toBe(true);
  });

  it('accepts a small image whose check digits pass (all, or two as read), and says why it refuses one that only partly verifies', () => {
    const small = { ...quality, width: 480, height: 340, problems: ['resolution: 480 px on the long side, below 600'] };
    expect(interpret('PP', { lines: [...VIZ, ...TD3], barcodes: [], quality: small }).clearEnough).toBe(true);
    // The birth date's check digit fails: the number's and the expiry's still pass as read.
    const badBirthCheck = [TD3[0]!, TD3[1]!.slice(0, 19) + '9' + TD3[1]!.slice(20)];
    const twoOfThree = interpret('PP', { lines: [...VIZ, ...badBirthCheck], barcodes: [], quality: small });
    expect(twoOfThree.clearEnough).toBe(true);
    // Accepting grades nothing up: the birth date its check digit refutes is not PASS.
    expect(byCode(twoOfThree.fields)[5]!.grade).not.toBe('PASS');
    // The expiry's fails too: only the number passes, one chance in ten on garbage.
    const badBirthAndExpiry = [TD3[0]!, badBirthCheck[1]!.slice(0, 27) + '0' + badBirthCheck[1]!.slice(28)];
    const partly = interpret('PP', { lines: [...VIZ, ...badBirthAndExpiry], barcodes: [], quality: small });
    expect(partly.clearEnough).toBe(false);
    expect(partly.reasons.join()).toMatch(/not clear enough: only part of the zone verified.*resolution/);
    expect(interpret('PP', { lines: [...VIZ, ...badBirthAndExpiry], barcodes: [], quality }).clearEnough).toBe(true);
  });

  it('restores a thin letter the zone dropped from the printed name, as a WARNING', () => {
    const dropped = [TD3[0]!.replace('MARIA<<', 'MARA<<<'), TD3[1]!];
    const viz = VIZ.map((l) => l.replace('ANNA MARIA', 'ANNA MARIJA'));
    const lines = [dropped[0]!.replace('MARA<<<', 'MARJA<<'), TD3[1]!];
    const f = byCode(interpret('PP', { lines: [...viz, ...lines], barcodes: [], quality }).fields);
    expect(f[9]).toMatchObject({ value: 'ANNA MARIJA', grade: 'WARNING' });
    expect(f[51]).toMatchObject({ value: `${TD3[0]!.replace('MARIA<<', 'MARIJA<')}\n${TD3[1]}`, grade: 'WARNING' });
    expect(f[8]).toMatchObject({ value: 'ERIKSSON', grade: 'PASS' });
  });

  it('keeps a name two zone readings read alike against a printed word one thin letter longer', () => {
    // Motion blur: the printed MARIA read as MARIJA, both readings of the zone MARIA.
    const viz = VIZ.map((l) => l.replace('ANNA MARIA', 'ANNA MARIJA'));
    const agreed = byCode(interpret('PP', { lines: [...viz, ...TD3], secondZoneLines: TD3, barcodes: [], quality }).fields);
    expect(agreed[9]).toMatchObject({ value: 'ANNA MARIA', grade: 'WARNING' });
    expect(agreed[51]!.value).toBe(TD3.join('\n'));
    // One reading alone, or a second reading that read the name otherwise: the printed word restores it.
    const alone = byCode(interpret('PP', { lines: [...viz, ...TD3], barcodes: [], quality }).fields);
    expect(alone[9]).toMatchObject({ value: 'ANNA MARIJA', grade: 'WARNING' });
    const other = [TD3[0]!.replace('MARIA<<', 'MARTA<<'), TD3[1]!];
    expect(byCode(interpret('PP', { lines: [...viz, ...TD3], secondZoneLines: other, barcodes: [], quality }).fields)[9]!.value).toBe('ANNA MARIJA');
  });

  it('keeps a word another reading of the zone shows as read, where that reading assembled no zone', () => {
    // Seed 127's small-scan-13: CHEN in the band and on the page, whose digit lines were too broken to make a zone; CHIEN printed.
    const viz = VIZ.map((l) => l.replace('ANNA MARIA', 'ANNA MARIJA'));
    const broken = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C3'];
    const kept = byCode(interpret('PP', { lines: [...viz, ...broken], secondZoneLines: TD3, barcodes: [], quality }).fields);
    expect(kept[9]).toMatchObject({ value: 'ANNA MARIA', grade: 'WARNING' });
    // Its fillers read as look-alikes: a doubled one ends the word.
    const lookAlikes = ['P<UTOERIKSSONCCANNA<MARIACCCCCCCCCCCCCCCCCCC', 'L898902C3'];
    expect(byCode(interpret('PP', { lines: [...viz, ...lookAlikes], secondZoneLines: TD3, barcodes: [], quality }).fields)[9]!.value).toBe('ANNA MARIA');
    const otherWord = broken.map((l) => l.replace('MARIA', 'MARTA'));
    expect(byCode(interpret('PP', { lines: [...viz, ...otherWord], secondZoneLines: TD3, barcodes: [], quality }).fields)[9]!.value).toBe('ANNA MARIJA');
  });

  it("takes the names of a zone read again whose lines were boxed short of their fillers, where the print shows them", () => {
    // Seed 47's font-2 (a zone in DejaVu Sans Mono): the page read TAL0R<<AM, dropping letters; read again, the detector
    // boxed each line short of its filler run, so no zone was assembled from that reading, but its names end in it.
    const zone = ['P<NLDTAYLOR<<LIAM<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'AR39297090NLD6603148M2705099<<<<<<<<<<<<<<<8'];
    const viz = ['PASSPORT NLD', 'Surname / Nom', 'TAYLOR', 'Given names / Prenoms', 'LIAM', 'Date of birth 14 MAR 1966'];
    const page = ['P<NLDTAL0R<<AM<<<<<<<<<<<<<<<<<<<<<<<<<<<', zone[1]!];
    const cut = ['P<NLDTAYLOR<<LIAM<<<<<<<<<<', 'AR39297090NLD6603148M2705099<<'];
    const f = byCode(interpret('PP', { lines: [...viz, ...page], secondZoneLines: cut, barcodes: [], quality }).fields);
    expect([f[8]!.value, f[9]!.value]).toEqual(['TAYLOR', 'LIAM']);
    expect(f[51]).toMatchObject({ value: zone.join('\n'), grade: 'WARNING' });
    // Cut inside the names (no three fillers after them), it is no reading of them.
    const inside = ['P<NLDTAYLOR<<LI', cut[1]!];
    expect(byCode(interpret('PP', { lines: [...viz, ...page], secondZoneLines: inside, barcodes: [], quality }).fields)[9]!.value).toBe('AM');
  });

  it('takes the printed (or else the only letters-then-digits) document number between two corrections that pass alike, as a WARNING', () => {
    const td1 = ['IDPOLT236909863<<<<<<<<<<<<<<<', '0201014M3201037POL<<<<<<<<<<<2', 'GREEN<<PETER<<<<<<<<<<<<<<<<<<'];
    const viz = ['IDENTITY CARD', 'Surname GREEN', 'Given names PETER', 'Document No. TZ3690986'];
    const f = byCode(interpret('NC', { lines: [...viz, ...td1], barcodes: [], quality }).fields);
    expect(f[2]).toMatchObject({ value: 'TZ3690986', grade: 'WARNING' });
    expect(f[51]!.value.split('\n')[0]).toBe('IDPOLTZ36909863<<<<<<<<<<<<<<<');
    expect(f[51]!.grade).not.toBe('PASS');
    // Not printed: of TZ3690986 and T236909B6 only the first is letters then digits.
    const unprinted = byCode(interpret('NC', { lines: [...viz.slice(0, 3), ...td1], barcodes: [], quality }).fields);
    expect(unprinted[2]).toMatchObject({ value: 'TZ3690986', grade: 'WARNING' });
  });

  it('does not pass a document number the visual zone prints with a look-alike its check digit cannot tell apart', () => {
    // G (16) and 6, S (28) and 8 weigh the same modulo 10: L898902C3 read as L8989O2C3 fails its digit, but a
    // number printed TG6805710 and read T66805710 passes it.
    const zone = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'T668057100UTO7408122F1204159<<<<<<<<<<<<<<00'];
    const printed = (number: string) => [...VIZ, `Passport No. ${number}`];
    const contradicted = byCode(interpret('PP', { lines: [...printed('TG6805710'), ...zone], barcodes: [], quality }).fields);
    expect(contradicted[2]).toMatchObject({ value: 'T66805710', grade: 'WARNING' });
    expect(contradicted[2]!.reasons.join()).toMatch(/prints TG6805710/);
    expect(contradicted[51]!.grade).not.toBe('PASS');
    // Printed as read, or printed with another number altogether: the check digit decides, as before.
    expect(byCode(interpret('PP', { lines: [...printed('T66805710'), ...zone], barcodes: [], quality }).fields)[2]!.grade).toBe('PASS');
    expect(byCode(interpret('PP', { lines: [...printed('XY1234567'), ...zone], barcodes: [], quality }).fields)[2]!.grade).toBe('PASS');
  });

  it('takes a K beside fillers in optional data as what it is not sure of: K weighs as a filler in every check digit', () => {
    // A screen's moire read a TD1's empty optional data 'K<<<<<<<<<<': the composite passes either way.
    const zone = ['IDINDHP34045071<<<<<<<<<<<<<<<', '7202261F3312245INDK<<<<<<<<<<4', 'FOX<<EMMA<HANNA<<<<<<<<<<<<<<<'];
    const printed = ['IDENTITY CARD', 'Surname FOX', 'Given names EMMA HANNA', 'Nationality IND'];
    const f = byCode(interpret('NC', { lines: [...printed, ...zone], barcodes: [], quality }).fields);
    expect(f[51]).toMatchObject({ value: [zone[0], '7202261F3312245IND<<<<<<<<<<<4', zone[2]].join('\n'), grade: 'WARNING' });
    expect(f[51]!.reasons.join()).toMatch(/K beside fillers/);
    // The number and dates have digits of their own: they pass as before, and so does the zone read as printed.
    expect([f[2]!.grade, f[3]!.grade, f[5]!.grade]).toEqual(['PASS', 'PASS', 'PASS']);
    const clean = byCode(interpret('NC', { lines: [...printed, zone[0]!, '7202261F3312245IND<<<<<<<<<<<4', zone[2]!], barcodes: [], quality }).fields);
    expect(clean[51]!.grade).toBe('PASS');
    // A K inside data stays as read ('AB1K<<' may be printed so), but the zone is not confirmed either.
    const inData = byCode(interpret('NC', { lines: [...printed, zone[0]!, '7202261F3312245INDAB1K<<<<<<<8', zone[2]!], barcodes: [], quality }).fields);
    expect(inData[51]!.value).toContain('INDAB1K<<<<<<<8');
    expect(inData[51]).toMatchObject({ grade: 'WARNING' });
    expect(inData[51]!.reasons.join()).toMatch(/K beside fillers/);
  });

  it('does not pass a short document number read with a K before its fillers, which its check digit cannot tell from a filler', () => {
    const zone = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'AB123K<<<7UTO7408122F1204159<<<<<<<<<<<<<<06'];
    const f = byCode(interpret('PP', { lines: [...VIZ, ...zone], barcodes: [], quality }).fields);
    expect(f[2]).toMatchObject({ value: 'AB123K', grade: 'WARNING' });
    expect(byCode(interpret('PP', { lines: [...VIZ, 'Passport No. AB123K', ...zone], barcodes: [], quality }).fields)[2]!.grade).toBe('PASS');
    expect(byCode(interpret('PP', { lines: [...VIZ, zone[0]!, 'AB123<<<<7UTO7408122F1204159<<<<<<<<<<<<<<06'], barcodes: [], quality }).fields)[2]).toMatchObject({ value: 'AB123', grade: 'PASS' });
  });

  it("puts back the filler after a passport's P read as K or C, unless the printed zone shows such a code", () => {
    for (const code of ['PK', 'PC']) {
      const f = byCode(interpret('PP', { lines: [...VIZ, code + TD3[0]!.slice(2), TD3[1]!], barcodes: [], quality }).fields);
      expect(f[51]).toMatchObject({ value: TD3.join('\n'), grade: 'WARNING' });
      expect(f[2]!.grade).toBe('PASS');
    }
    const printed = byCode(interpret('PP', { lines: [...VIZ, 'Type PK', 'PK' + TD3[0]!.slice(2), TD3[1]!], barcodes: [], quality }).fields);
    expect(printed[51]!.value.startsWith('PK')).toBe(true);
    const service = byCode(interpret('PP', { lines: [...VIZ, 'PS' + TD3[0]!.slice(2), TD3[1]!], barcodes: [], quality }).fields);
    expect(service[51]!.value.startsWith('PS')).toBe(true);
  });

  it("reads a separator's first filler read as K by the names the printed zone shows, not as a collapsed separator", () => {
    // 'ERIKSSONK<ANNA': ERIKSSON<<ANNA with a K for a filler, or ERIKSSONK<<ANNA with the '<<' collapsed.
    // Printed each under its label, as cards do: the given names alone on a line.
    const labelled = ['PASSPORT UTOPIA', 'Surname', 'ERIKSSON', 'Given names', 'ANNA MARIA', 'Date of birth 12 AUG 1974', 'Date of expiry 15 APR 2012'];
    const zone = ['P<UTOERIKSSONK<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', TD3[1]!];
    const f = byCode(interpret('PP', { lines: [...labelled, ...zone], barcodes: [], quality }).fields);
    expect(f[8]).toMatchObject({ value: 'ERIKSSON', grade: 'PASS' });
    expect(f[9]).toMatchObject({ value: 'ANNA MARIA', grade: 'PASS' });
    expect(f[51]).toMatchObject({ value: TD3.join('\n'), grade: 'WARNING' });
    // With neither name printed, nothing is chosen: the names stay as read, WARNING.
    const unprinted = byCode(interpret('PP', { lines: ['PASSPORT UTOPIA', ...zone], barcodes: [], quality }).fields);
    expect(unprinted[8]!.grade).not.toBe('PASS');
  });

  it('does not pass a zone whose document code starts with a letter ICAO does not use, and puts back the one its shape says', () => {
    // Motion blur read a card's ID as TD: every check digit passes, none covers the code.
    const card = ['IDITAHASSAN<<ANNA<<<<<<<<<<<<<<<<<<<', 'CM50712894ITA5004173F2908030<<<<<<<0'];
    const printed = ['IDENTITY CARD', 'Surname', 'HASSAN', 'Given names', 'ANNA', 'Nationality ITA'];
    const read = interpret('NC', { lines: [...printed, 'TD' + card[0]!.slice(2), card[1]!], barcodes: [], quality });
    expect(read).toMatchObject({ kind: 'id-card', typeMatch: true });
    expect(byCode(read.fields)[51]).toMatchObject({ value: card.join('\n'), grade: 'WARNING' });
    expect(byCode(interpret('NC', { lines: [...printed, ...card], barcodes: [], quality }).fields)[51]!.grade).toBe('PASS');
    // A passport's P read as R; a letter no shape explains stays as read, and is not confirmed either.
    expect(byCode(interpret('PP', { lines: [...VIZ, 'R' + TD3[0]!.slice(1), TD3[1]!], barcodes: [], quality }).fields)[51]).toMatchObject({ value: TD3.join('\n'), grade: 'WARNING' });
    const unknown = byCode(interpret('NC', { lines: [...printed, 'XD' + card[0]!.slice(2), card[1]!], barcodes: [], quality }).fields);
    expect(unknown[51]!.value.startsWith('XD')).toBe(true);
    expect(unknown[51]!.grade).toBe('WARNING');
  });

  it("keeps the values their own digits confirm when the composite digit was not read, not when it fails", () => {
    // The picture cut at the zone's right edge: the last character, the composite digit, is not on it.
    const cut = [TD3[0]!, TD3[1]!.slice(0, 43) + '<'];
    const f = byCode(interpret('PP', { lines: [...VIZ, ...cut], barcodes: [], quality }).fields);
    expect([f[2]!.grade, f[3]!.grade, f[5]!.grade]).toEqual(['PASS', 'PASS', 'PASS']);
    expect(f[51]).toMatchObject({ grade: 'WARNING' });
    expect(f[51]!.reasons.join()).toMatch(/composite check digit was not read/);
    // A digit read and wrong is evidence against the values it covers.
    const wrong = byCode(interpret('PP', { lines: [...VIZ, TD3[0]!, TD3[1]!.slice(0, 43) + '7'], barcodes: [], quality }).fields);
    expect([wrong[2]!.grade, wrong[51]!.grade]).toEqual(['WARNING', 'FAIL']);
  });

  it('never passes a zone whose nationality no check digit covers and that reads as no state', () => {
    const misread = [TD3[0]!, TD3[1]!.replace('UTO7408', '2TO7408')];
    const f = byCode(interpret('PP', { lines: [...VIZ, ...misread], barcodes: [], quality }).fields);
    expect(f[2]!.grade).toBe('PASS');
    expect(f[51]!.grade).not.toBe('PASS');
  });

  it('says why an image with nothing verifiable is refused', () => {
    expect(interpret('PP', { lines: ['hello'], barcodes: [], quality }).reasons.join()).toMatch(/not clear enough: nothing verifiable/);
  });
});

describe('grading licences', () => {
  const uk = ['DRIVING LICENCE', 'UK', '1. MORGAN', '2. SARAH MEREDITH', '3. 11.03.1976 UNITED KINGDOM', '4a. 19.01.2013 4c. DVLA', '4b. 18.01.2023', '5. MORGA753116SM9IJ 35'];
  it('passes UK fields the driver number confirms, and keeps single readings at WARNING', () => {
    const r = interpret('DL', { lines: uk, barcodes: [], quality });
    const f = byCode(r.fields);
    expect(r).toMatchObject({ kind: 'driving-licence', format: 'UK-DL', country: 'GBR', typeMatch: true, clearEnough: true });
    expect(f[8]).toMatchObject({ value: 'MORGAN', grade: 'PASS' });
    expect(f[5]).toMatchObject({ value: '11/03/1976', grade: 'PASS' });
    expect(f[12]).toMatchObject({ value: 'F', grade: 'PASS' });
    expect(f[9]).toMatchObject({ value: 'SARAH MEREDITH', grade: 'WARNING' });
    expect(f[2]).toMatchObject({ value: 'MORGA753116SM9IJ', grade: 'WARNING' });
    expect(f[4]).toMatchObject({ value: '19/01/2013', grade: 'WARNING' });
    expect(f[3]).toMatchObject({ value: '18/01/2023', grade: 'WARNING' });
    expect(f[11]).toMatchObject({ display: 1, grade: 'ABSENT' });
    expect(f[51]).toMatchObject({ display: 1 });
  });
  it('fits an OCR-confused driver number with a run-on issue number when fields 1 and 3 then agree', () => {
    const lines = ['DRIVING LICENCE', '1. PATEL', '2. ISLA', '3. 17.07.1970 UNITED KINGDOM', '4a. 02.03.2019 4c. DVLA', '4b. 01.03.2029', '5. PATEL757170196XM46'];
    const f = byCode(interpret('DL', { lines, barcodes: [], quality }).fields);
    expect(f[2]).toMatchObject({ value: 'PATEL757170I96XM', grade: 'WARNING' });
    expect(f[12]).toMatchObject({ value: 'F', grade: 'PASS' });
    const otherSurname = byCode(interpret('DL', { lines: lines.map((l) => l.replace('1. PATEL', '1. JONES')), barcodes: [], quality }).fields);
    expect(otherSurname[12]).toMatchObject({ display: 1 });
  });

  it('fails a birth date that contradicts the driver number', () => {
    const f = byCode(interpret('DL', { lines: uk.map((l) => l.replace('11.03.1976', '11.08.1976')), barcodes: [], quality }).fields);
    expect(f[5]!.grade).toBe('FAIL');
    expect(f[12]!.grade).toBe('WARNING');
  });
  it('grades a non-UK EU licence as single readings, without gender', () => {
    const de = ['FÜHRERSCHEIN', 'D', '1. MUSTERMANN', '2. ERIKA', '3. 12.08.1964 BERLIN', '4a. 01.03.2015 4c. Stadt Köln', '4b. 28.02.2030', '5. B072RRE2I55'];
    const r = interpret('DL', { lines: de, barcodes: [], quality });
    const f = byCode(r.fields);
    expect(r).toMatchObject({ format: 'EU-DL', country: 'DEU' });
    expect(f[2]).toMatchObject({ value: 'B072RRE2I55', grade: 'WARNING' });
    expect(f[12]).toMatchObject({ display: 1 });
  });
  it('passes what a US barcode carries', () => {
    const text = '@\n\x1e\rANSI 636014080102DL00410288ZC03290024DLDAQD1234562\nDCSPUBLIC\nDACJOHN\nDADNONE\nDBD08292017\nDBB01311970\nDBA01312025\nDBC2\nDCGUSA\r';
    const r = interpret('DL', { lines: [], barcodes: [text], quality });
    const f = byCode(r.fields);
    expect(r).toMatchObject({ format: 'AAMVA', country: 'USA', clearEnough: true, typeMatch: true });
    expect(f[9]).toMatchObject({ value: 'JOHN', grade: 'PASS' });
    expect(f[12]).toMatchObject({ value: 'F', grade: 'PASS' });
    expect(f[4]).toMatchObject({ value: '29/08/2017', grade: 'PASS' });
  });
});

describe('names in the printed zone', () => {
  it('accepts both transliterations of accented printed names', () => {
    const zone = ['P<DEUMUELLER<<JOERG<<<<<<<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
    const f = byCode(interpret('PP', { lines: ['Name MÜLLER', 'Vornamen JÖRG', ...zone], barcodes: [], quality }).fields);
    expect(f[8]).toMatchObject({ value: 'MUELLER', grade: 'PASS' });
    expect(f[9]).toMatchObject({ value: 'JOERG', grade: 'PASS' });
  });
});

describe('printed names read with lost or extra spaces', () => {
  it('finds a two-word given name read as one word, but not a part of a longer word', async () => {
    const { visualZone, vizHasName } = await import('./viz.js');
    const viz = visualZone(['Given names', 'OLIVIAEMMA', 'KATHLEEN']);
    expect(vizHasName(viz, 'OLIVIA EMMA')).toBe(true);
    expect(vizHasName(viz, 'LEE')).toBe(false);
    expect(vizHasName(visualZone(['O LIVIA EMMA']), 'OLIVIA EMMA')).toBe(true);
  });
  it('does not confirm a zone that lost the filler between two printed names, nor one an apostrophe split', async () => {
    const { visualZone, vizHasName } = await import('./viz.js');
    // A small scan under a security pattern read 'MATEO<FELIX' as 'MATEOFELIX'.
    expect(vizHasName(visualZone(['Given names', 'MATEO FELIX']), 'MATEOFELIX')).toBe(false);
    expect(vizHasName(visualZone(['Given names', 'MATEO FELIX']), 'MATEO FELIX')).toBe(true);
    expect(vizHasName(visualZone(['Given names', 'MATEOFELIX']), 'MATEOFELIX')).toBe(true);
    expect(vizHasName(visualZone(["Surname O'NEIL"]), 'ONEIL')).toBe(true);
    expect(vizHasName(visualZone(['Surname O’NEIL']), 'ONEIL')).toBe(true);
    // A speck read as a full stop in a small scan's printed surname.
    expect(vizHasName(visualZone(['BR.OWN']), 'BROWN')).toBe(true);
  });
  it('grades a name the zone joined where the print separates it no better than WARNING, and the zone with it', () => {
    const zone = ['P<ITAWILLIAMS<<MATEOFELIX<<<<<<<<<<<<<<<<<<<', 'CU76185504ITA8110088M2706085<<<<<<<<<<<<<<<0'];
    const printed = ['Surname / Nom', 'WILLIAMS', 'Given names / Prénoms', 'MATEO FELIX', 'Nationality', 'ITA', 'Sex / Sexe', 'M'];
    const f = byCode(interpret('PP', { lines: [...printed, ...zone], barcodes: [], quality }).fields);
    expect(f[8]).toMatchObject({ value: 'WILLIAMS', grade: 'PASS' });
    expect(f[9]!.grade).not.toBe('PASS');
    expect(f[51]!.grade).not.toBe('PASS');
  });
  it("grades a card's zone whose first line's optional data was not read no better than WARNING, its number PASS", () => {
    // Seed 67's small-scan-7: '10P0LDM97358658' read with no filler; data weighing as fillers (0, A, K, U) would pass too.
    const read = ['10P0LDM97358658', '9307218F2907055P0L<<<<<<<<<<<0', 'NGUYEN<<SARAH<<<<<<<<<<<<<<<<'];
    const printed = ['IDENTITY CARD', 'NGUYEN', 'SARAH', 'POL F'];
    const f = byCode(interpret('NC', { lines: [...printed, ...read], barcodes: [], quality }).fields);
    expect(f[2]).toMatchObject({ value: 'DM9735865', grade: 'PASS' });
    expect(f[51]).toMatchObject({ grade: 'WARNING', value: 'IDPOLDM97358658<<<<<<<<<<<<<<<\n9307218F2907055POL<<<<<<<<<<<0\nNGUYEN<<SARAH<<<<<<<<<<<<<<<<<' });
  });

  it('takes no name of one letter as printed: a letter printed alone or ending a line is most often the sex', () => {
    // Seed 47's font-24: the zone read KIM as M (P<DEUM<<JAMES), and the print's 'DEU M' (nationality, sex) confirmed it.
    const zone = ['P<DEUM<<JAMES<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'LB23231054DEU6505150M3012198<<<<<<<<<<<<<<<6'];
    for (const sexLine of [['DEU M'], ['Sex / Sexe', 'M']]) {
      const printed = ['Surname / Nom', 'KIM', 'Given names / Prenoms', 'JAMES', 'Nationality', ...sexLine];
      const f = byCode(interpret('PP', { lines: [...printed, ...zone], barcodes: [], quality }).fields);
      expect(f[8]).toMatchObject({ value: 'M', grade: 'WARNING' });
      expect(f[51]!.grade).not.toBe('PASS');
    }
  });
  it('takes a name as printed only where it ends: at the end of its line or at a comma', async () => {
    const { visualZone, vizHasName } = await import('./viz.js');
    // 'DE<VRIES' read as 'DE<<VRIES': the printed 'DE VRIES' does not confirm a surname DE.
    expect(vizHasName(visualZone(['Surname DE VRIES']), 'DE')).toBe(false);
    expect(vizHasName(visualZone(['Surname DE VRIES']), 'DE VRIES')).toBe(true);
    // Visas print 'SURNAME, GIVEN NAMES' on one line.
    const visa = visualZone(['Surname, given names', 'JACKSON,LUCY MEREDITH']);
    expect(vizHasName(visa, 'JACKSON')).toBe(true);
    expect(vizHasName(visa, 'LUCY MEREDITH')).toBe(true);
    expect(vizHasName(visa, 'LUCY')).toBe(false);
  });
  it("reads a small I printed as '!' as the letter, so that a zone that lost it is not confirmed", async () => {
    const { visualZone, vizHasName } = await import('./viz.js');
    expect(vizHasName(visualZone(['KENJ!']), 'KENJ')).toBe(false);
    expect(vizHasName(visualZone(['KENJ!']), 'KENJI')).toBe(true);
    expect(vizHasName(visualZone(['HELLO!']), 'HELLO')).toBe(false);
  });
});

describe('type match from the document codes', () => {
  const TD1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
  const MRVA = ['V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L8988901C4XXX4009078F96121096ZE184226B<<<<<<'];
  it('matches an ID card to NC, a visa and a residence permit to RTWV, and nothing else', () => {
    expect(interpret('NC', { lines: TD1, barcodes: [], quality })).toMatchObject({ kind: 'id-card', format: 'TD1', typeMatch: true });
    expect(interpret('PP', { lines: TD1, barcodes: [], quality }).typeMatch).toBe(false);
    expect(interpret('RTWV', { lines: MRVA, barcodes: [], quality })).toMatchObject({ kind: 'visa', format: 'MRV-A', typeMatch: true, country: 'UTO' });
    const permit = [TD1[0]!.replace('I<UTO', 'IRUTO'), TD1[1]!, TD1[2]!];
    expect(interpret('RTWV', { lines: permit, barcodes: [], quality })).toMatchObject({ kind: 'residence-permit', typeMatch: true });
    expect(interpret('UB', { lines: TD1, barcodes: [], quality }).typeMatch).toBe(false);
  });
  it('hides the fields a visa zone does not carry and passes what its check digits confirm', () => {
    const f = byCode(interpret('RTWV', { lines: MRVA, barcodes: [], quality }).fields);
    expect(f[2]).toMatchObject({ value: 'L8988901C', grade: 'PASS' });
    expect(f[5]).toMatchObject({ value: '07/09/1940', grade: 'PASS' });
    expect(f[4]).toMatchObject({ display: 1, grade: 'ABSENT' });
  });
});

describe('OCR slips the corpus showed', () => {
  it('puts back a dropped letter of the state code when the nationality shows it', () => {
    const zone = ['P<NDEVANS<<NOAH<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'YT16722131IND9801118M3012257<<<<<<<<<<<<<<<2'];
    const r = interpret('PP', { lines: ['EVANS', 'NOAH', ...zone], barcodes: [], quality });
    expect(r.country).toBe('IND');
    expect(byCode(r.fields)[8]).toMatchObject({ value: 'EVANS', grade: 'PASS' });
  });
  it('reads printed licence names without punctuation look-alikes', async () => {
    const { printedName } = await import('./licenceFields.js');
    expect(printedName('KENJ!')).toBe('KENJI');
    expect(printedName("o'brien-sm1th.")).toBe("O'BRIEN-SMITH");
  });
});
