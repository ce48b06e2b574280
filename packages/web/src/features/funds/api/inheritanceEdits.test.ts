import { describe, expect, it } from 'vitest';
import { editInheritance, inheritanceChanges, shownInherits } from './inheritanceEdits';

describe('inheritance switches', () => {
  it('keeps an edit only while it differs from what was loaded', () => {
    let edits = editInheritance({}, 'd1', false, true);
    expect(shownInherits(edits, { docId: 'd1', inherits: false })).toBe(true);
    expect(inheritanceChanges(edits)).toEqual([{ docId: 'd1', inherits: true }]);
    edits = editInheritance(edits, 'd1', false, false);
    expect(inheritanceChanges(edits)).toEqual([]);
    expect(shownInherits(edits, { docId: 'd1', inherits: false })).toBe(false);
  });

  it('keeps edits of documents on other pages', () => {
    const edits = editInheritance(editInheritance({}, 'page1-doc', true, false), 'page2-doc', false, true);
    expect(inheritanceChanges(edits)).toEqual([
      { docId: 'page1-doc', inherits: false },
      { docId: 'page2-doc', inherits: true },
    ]);
    expect(shownInherits(edits, { docId: 'untouched', inherits: true })).toBe(true);
  });
});
