import { describe, expect, it } from 'vitest';
import { toggleSelected } from './selection';

describe('add broker-dealers selection', () => {
  it('selects a company once and deselects it on the second toggle, keeping the others in order', () => {
    const a = { companyId: 'a' };
    const b = { companyId: 'b' };
    const once = toggleSelected(toggleSelected([], a), b);
    expect(once).toEqual([a, b]);
    expect(toggleSelected(once, { companyId: 'a' })).toEqual([b]);
  });
});
