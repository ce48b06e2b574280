import { describe, expect, it } from 'vitest';
import { interpret } from '../grading/document.js';
import { gradingSettled } from './settled.js';

const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const VALUES = ['ERIKSSON', 'ANNA MARIA', 'UTO', '12 AUG 1974', 'F', '16 APR 2007', '15 APR 2012'];
const quality = { width: 1600, height: 1120, sharpness: 5, glare: 0, brightness: 180, contrast: 60, problems: [] };
const fields = (lines: string[]) => interpret('PP', { lines, barcodes: [], quality }).fields;

describe('when a zone document needs no more of its regions read', () => {
  it('is settled once the zone verifies and the printed values confirm every field', () => {
    expect(gradingSettled([...TD3, ...VALUES])).toBe(true);
    // What was left unread (labels, headings) would not have changed a single field.
    const labels = ['PASSPORT/PASSEPORT', 'Surname/Nom', 'Given names/Prénoms', 'Nationality', 'Date of birth', 'Sex/Sexe', 'Authority UTOPIA OFFICE'];
    expect(fields([...TD3, ...VALUES, ...labels])).toEqual(fields([...TD3, ...VALUES]));
  });

  it('is not settled while a name, the nationality, the sex or a date is not printed yet', () => {
    for (const missing of VALUES) expect(gradingSettled([...TD3, ...VALUES.filter((v) => v !== missing)])).toBe(false);
  });

  it('is not settled without a verified zone', () => {
    expect(gradingSettled(VALUES)).toBe(false);
    expect(gradingSettled([TD3[0]!, TD3[1]!.replace('7408122', '7408123'), ...VALUES])).toBe(false);
  });

  it('is settled for a specimen once every value its wrong check digit covers is printed as the zone reads it', () => {
    // The number's check digit printed wrong (3 for 6): the composite fails too. More text cannot make them pass.
    const specimen = [TD3[0]!, TD3[1]!.replace('L898902C36', 'L898902C33')];
    const printed = [...VALUES, 'L898902C3'];
    expect(gradingSettled([...specimen, ...printed])).toBe(true);
    const labels = ['PASSPORT/PASSEPORT', 'Passport No.', 'Date of expiry', 'Authority UTOPIA OFFICE'];
    expect(fields([...specimen, ...printed, ...labels])).toEqual(fields([...specimen, ...printed]));
    // Not while the number is not printed yet (a misread check digit is then as likely), nor the issue date.
    expect(gradingSettled([...specimen, ...VALUES])).toBe(false);
    expect(gradingSettled([...specimen, ...printed.filter((v) => v !== '16 APR 2007')])).toBe(false);
  });
});
