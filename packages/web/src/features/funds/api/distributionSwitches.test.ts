import type { DocumentDistributionItem } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { allOn, changesOf, docKey, hasChanges, saveBatches, setAll, setSwitch, switchesOf } from './distributionSwitches';

const PARENT = '00000000-0000-4000-8000-000000000000';
const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const C = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const child = (id: string, on: boolean) => ({ fundMinorProfileId: id, fundId: id, name: id.slice(0, 1), taxId: null, locked: on ? (3 as const) : (0 as const), shouldReceiveDocument: on });
const item = (docId: string, version: number, on: Record<string, boolean>): DocumentDistributionItem => ({
  docId,
  docType: 'FR',
  version,
  docTypeName: 'Financial Report',
  locked: 0,
  childDocDistributions: Object.entries(on).map(([id, v]) => child(id, v)),
});
const D1 = { docId: '11111111-1111-4111-8111-111111111111', version: 2 };
const D2 = { docId: '22222222-2222-4222-8222-222222222222', version: 1 };

describe('distribution switches (spec §4 Fund distribution modal)', () => {
  const items = [item(D1.docId, 2, { [A]: true, [B]: false, [C]: false }), item(D2.docId, 1, { [A]: false, [B]: false, [C]: false })];
  const loaded = switchesOf(items);

  it('starts from what the server said, with no change', () => {
    expect(loaded[docKey(D1)]).toEqual({ [A]: true, [B]: false, [C]: false });
    expect(hasChanges(loaded, loaded)).toBe(false);
    expect(saveBatches(PARENT, items, loaded, loaded)).toEqual([]);
  });

  it('a switch set back to its loaded value is no change (Save disabled again)', () => {
    const on = setSwitch(loaded, docKey(D1), B, true);
    expect(hasChanges(loaded, on)).toBe(true);
    expect(hasChanges(loaded, setSwitch(on, docKey(D1), B, false))).toBe(false);
  });

  it('ignores a fund or a document it does not know', () => {
    expect(setSwitch(loaded, docKey(D1), 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', true)).toBe(loaded);
    expect(setAll(loaded, 'nope@1', true)).toBe(loaded);
  });

  it('switch-all sets every child fund, and is on only when every one receives it', () => {
    expect(allOn(loaded[docKey(D1)])).toBe(false);
    const all = setAll(loaded, docKey(D1), true);
    expect(allOn(all[docKey(D1)])).toBe(true);
    expect(allOn({})).toBe(false);
    expect(changesOf(loaded, all)).toEqual({ [docKey(D1)]: { [B]: true, [C]: true } });
  });

  it('sends only the changed switches of the changed documents', () => {
    const edited = setSwitch(setSwitch(loaded, docKey(D1), A, false), docKey(D1), C, true);
    expect(saveBatches(PARENT, items, loaded, edited)).toEqual([
      { fundMajorProfileId: PARENT, docs: [{ ...D1, docType: 'FR' }], documentDistribution: [{ fundMinorProfileId: A, shouldReceiveDocument: false }, { fundMinorProfileId: C, shouldReceiveDocument: true }] },
    ]);
  });

  it('documents with the same changes share one call; different changes go in separate calls', () => {
    // The server applies one documentDistribution list to every document of a call.
    const same = setSwitch(setSwitch(loaded, docKey(D1), B, true), docKey(D2), B, true);
    const together = saveBatches(PARENT, items, loaded, same);
    expect(together).toHaveLength(1);
    expect(together[0]!.docs.map((d) => d.docId)).toEqual([D1.docId, D2.docId]);
    expect(together[0]!.documentDistribution).toEqual([{ fundMinorProfileId: B, shouldReceiveDocument: true }]);

    const different = setSwitch(setSwitch(loaded, docKey(D1), B, true), docKey(D2), C, true);
    const apart = saveBatches(PARENT, items, loaded, different);
    expect(apart.map((s) => [s.docs.map((d) => d.docId), s.documentDistribution])).toEqual([
      [[D1.docId], [{ fundMinorProfileId: B, shouldReceiveDocument: true }]],
      [[D2.docId], [{ fundMinorProfileId: C, shouldReceiveDocument: true }]],
    ]);
  });

  it('edits of documents no longer listed (the list reloaded for other documents) are nothing to save', () => {
    const stale = { ...setAll(loaded, docKey(D1), true), 'gone@3': { [A]: true } };
    const reloaded = switchesOf([items[1]!]);
    expect(changesOf(reloaded, stale)).toEqual({});
    expect(hasChanges(reloaded, stale)).toBe(false);
  });

  it('keeps two versions of one document apart', () => {
    const v1 = { docId: D1.docId, version: 1 };
    const both = [...items, item(v1.docId, 1, { [A]: true, [B]: true, [C]: false })];
    const start = switchesOf(both);
    const edited = setSwitch(start, docKey(v1), A, false);
    expect(saveBatches(PARENT, both, start, edited)).toEqual([
      { fundMajorProfileId: PARENT, docs: [{ ...v1, docType: 'FR' }], documentDistribution: [{ fundMinorProfileId: A, shouldReceiveDocument: false }] },
    ]);
  });
});
