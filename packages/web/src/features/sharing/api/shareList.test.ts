import type { ShareableItem } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { checkShareEmail, groupShareable, initiallyOpenGroup, isFlatList, OWN_GROUP, toggleSelection } from './shareList';

let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;
const COMPANY = uuid();
const DANIEL = uuid();
const MEI = uuid();

function item(owner: { id: string; name: string; rep: boolean }, docTypeName = 'Passport'): ShareableItem {
  return {
    docId: uuid(),
    docType: 'PP',
    docTypeName,
    version: 1,
    scaleImage: null,
    accessibleNums: 0,
    isAuthorizedReps: owner.rep ? '1' : '0',
    isLocalRep: '0',
    ownerName: owner.name,
    profileId: owner.id,
    status: 'VALID',
  };
}
const company = { id: COMPANY, name: 'Chen Trading Ltd', rep: false };
const daniel = { id: DANIEL, name: 'Daniel Okoro', rep: true };
const mei = { id: MEI, name: 'Mei Chen', rep: true };

describe('groupShareable', () => {
  it('puts own documents first, then one group per representative in server order', () => {
    const list = [item(company, 'Certificate of Incorporation'), item(daniel), item(mei), item(daniel, 'Utility Bill'), item(company, 'Bank Statement')];
    const groups = groupShareable(list, 'Chen Trading Ltd');
    expect(groups.map((g) => [g.key, g.ownerName, g.items.map((i) => i.docTypeName)])).toEqual([
      [OWN_GROUP, 'Chen Trading Ltd', ['Certificate of Incorporation', 'Bank Statement']],
      [DANIEL, 'Daniel Okoro', ['Passport', 'Utility Bill']],
      [MEI, 'Mei Chen', ['Passport']],
    ]);
    expect(groups.flatMap((g) => g.items)).toHaveLength(list.length);
  });

  it('keeps an empty own group so representatives start at the second group', () => {
    const groups = groupShareable([item(daniel)], 'Chen Trading Ltd');
    expect(groups.map((g) => g.key)).toEqual([OWN_GROUP, DANIEL]);
    expect(groups[0]!.items).toEqual([]);
  });

  it('separates two representatives who share a name by their profile', () => {
    const twin = { id: uuid(), name: 'Daniel Okoro', rep: true };
    expect(groupShareable([item(daniel), item(twin)], 'X')).toHaveLength(3);
  });
});

describe('initiallyOpenGroup', () => {
  it('opens own documents when there are some', () => {
    expect(initiallyOpenGroup(groupShareable([item(daniel), item(company)], 'X'))).toBe(OWN_GROUP);
  });
  it('opens the second group when own documents are empty but representatives have some', () => {
    expect(initiallyOpenGroup(groupShareable([item(mei), item(daniel)], 'X'))).toBe(MEI);
  });
  it('opens the (empty) own group when there is nothing at all', () => {
    expect(initiallyOpenGroup(groupShareable([], 'X'))).toBe(OWN_GROUP);
    expect(initiallyOpenGroup([])).toBeNull();
  });
});

describe('isFlatList', () => {
  it('is flat for individuals only', () => {
    expect([0, 1, 2].map(isFlatList)).toEqual([true, false, false]);
  });
});

describe('checkShareEmail', () => {
  it('asks for an address when empty or blank', () => {
    expect(checkShareEmail(undefined)).toBe('emailRequired');
    expect(checkShareEmail('   ')).toBe('emailRequired');
  });
  it('refuses what is not an address', () => {
    for (const bad of ['alice', 'alice@', '@example.com', 'alice@example', 'a b@example.com']) expect(checkShareEmail(bad), bad).toBe('emailInvalid');
  });
  it('accepts an address, with spaces around it', () => {
    expect(checkShareEmail(' alice@example.com ')).toBeNull();
  });
});

describe('selection', () => {
  it('toggles without changing the previous set', () => {
    const before = new Set(['a']);
    const after = toggleSelection(before, 'b', true);
    expect([...after].sort()).toEqual(['a', 'b']);
    expect([...before]).toEqual(['a']);
    expect([...toggleSelection(after, 'a', false)]).toEqual(['b']);
  });
});
