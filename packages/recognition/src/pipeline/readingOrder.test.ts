import { describe, expect, it } from 'vitest';
import { readingOrder, wantedLengths } from './readingOrder.js';

const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const VISA = ['V<UTODAVIES<<DAVID<LUCAS<<<<<<<<<<<<<<<<<<<<', 'JF19830135UTO9901166M2912017<<<<<<<<<<<<<<<<'];

/** A level region `width` x `height` px, named for the test. */
const region = (name: string, width: number, height: number) => ({ name, box: [[0, 0], [width, 0], [width, height], [0, height]] });
const sides = (box: number[][]) => {
  const [w, h] = [box[1]![0]! - box[0]![0]!, box[2]![1]! - box[1]![1]!];
  return { long: Math.max(w, h), short: Math.min(w, h) };
};
const order = (regions: ReturnType<typeof region>[], zone: string[]) => readingOrder(regions, wantedLengths(zone), sides).map((r) => r.name);

describe('the order of the regions read after the zone', () => {
  it('wants the printed names, each of their words and the dates', () => {
    expect(wantedLengths(TD3)).toEqual(expect.arrayContaining(['ERIKSSON'.length, 'ANNA MARIA'.length, 'ANNA'.length, 'MARIA'.length, 9, 10, 11]));
    // A visa prints both names on one line; a passport does not (on one that would be a title's length).
    expect(wantedLengths(VISA)).toContain('DAVIES, DAVID LUCAS'.length);
    expect(wantedLengths(TD3)).not.toContain('ERIKSSON, ANNA MARIA'.length);
    expect(wantedLengths(['no zone here'])).toEqual([]);
  });

  it('reads the few-letter regions, then the names and dates, and the title and a caption last', () => {
    // Sizes as the realistic corpus's caption passport reads them (0.55-0.82 of the height a character).
    const regions = [region('title', 271, 22), region('caption', 348, 17), region('code', 42, 22), region('sex', 20, 18), region('surname', 110, 17), region('given', 130, 17), region('birth', 113, 18), region('expiry', 116, 18)];
    const ordered = order(regions, TD3);
    expect(ordered.slice(0, 2).sort()).toEqual(['code', 'sex']);
    expect(ordered.slice(2, 6).sort()).toEqual(['birth', 'expiry', 'given', 'surname']);
    expect(ordered.slice(6)).toEqual(['title', 'caption']);
  });

  it('without a zone read, keeps the few-letter regions first and then the tallest', () => {
    const regions = [region('small', 100, 14), region('title', 271, 22), region('sex', 20, 18), region('value', 116, 18)];
    expect(order(regions, ['no zone'])).toEqual(['sex', 'title', 'value', 'small']);
  });
});
