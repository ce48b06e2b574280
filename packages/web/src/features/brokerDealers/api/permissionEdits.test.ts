import type { PermissionDetail } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { allAutoShare, permissionsDiffer, setAllAutoShare, setRow } from './permissionEdits';

const row = (docType: string, preAuthoriseAccess: boolean, downloadable = true): PermissionDetail => ({ docType, docTypeName: docType, preAuthoriseAccess, downloadable });

describe('broker-dealer permission edits', () => {
  it('turns the all-documents switch on only for a non-empty list where every row auto-shares', () => {
    expect(allAutoShare([])).toBe(false);
    expect(allAutoShare([row('PP', true), row('DL', false)])).toBe(false);
    expect(allAutoShare([row('PP', true), row('DL', true)])).toBe(true);
  });

  it('sets every row when the all-documents switch is toggled, leaving downloadable alone', () => {
    const rows = [row('PP', false, false), row('DL', true)];
    expect(setAllAutoShare(rows, true)).toEqual([row('PP', true, false), row('DL', true)]);
    expect(setAllAutoShare(rows, false)).toEqual([row('PP', false, false), row('DL', false)]);
  });

  it('differs only when a switch differs from the loaded copy', () => {
    const loaded = [row('PP', false), row('DL', true)];
    expect(permissionsDiffer(loaded, loaded.map((r) => ({ ...r })))).toBe(false);
    const edited = setRow(loaded, 'PP', 'downloadable', false);
    expect(permissionsDiffer(loaded, edited)).toBe(true);
    expect(permissionsDiffer(loaded, setRow(edited, 'PP', 'downloadable', true))).toBe(false);
  });
});
