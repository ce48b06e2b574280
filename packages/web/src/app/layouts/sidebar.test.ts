import { describe, expect, it } from 'vitest';
import { initialSidebarOpen, isNarrowBody, SIDEBAR_WIDTH_PX, sidebarOpenAfterResize } from './sidebar';

describe('side bar', () => {
  it('is 300 px wide', () => {
    expect(SIDEBAR_WIDTH_PX).toBe(300);
  });

  it('counts a body under 1024 px as narrow', () => {
    expect(isNarrowBody(1023)).toBe(true);
    expect(isNarrowBody(1024)).toBe(false);
    expect(isNarrowBody(1000)).toBe(true);
  });

  it('starts open by default, closed when the user closed it or the body is narrow', () => {
    expect(initialSidebarOpen(null, 1440)).toBe(true);
    expect(initialSidebarOpen('true', 1440)).toBe(true);
    expect(initialSidebarOpen('false', 1440)).toBe(false);
    expect(initialSidebarOpen(null, 1000)).toBe(false);
  });

  it('closes when the body becomes narrow and does not reopen by itself', () => {
    expect(sidebarOpenAfterResize(true, 1000)).toBe(false);
    expect(sidebarOpenAfterResize(false, 1440)).toBe(false);
    expect(sidebarOpenAfterResize(true, 1440)).toBe(true);
  });
});
