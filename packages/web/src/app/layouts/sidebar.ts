/** Spec §9: the side bar is 300 px wide. */
export const SIDEBAR_WIDTH_PX = 300;
/** Spec §2: the side bar closes when the body is narrower than this. */
export const NARROW_BODY_PX = 1024;

export const isNarrowBody = (bodyWidth: number): boolean => bodyWidth < NARROW_BODY_PX;

/** Open by default (spec §4), unless the user closed it last time or the body is narrow. */
export function initialSidebarOpen(stored: string | null, bodyWidth: number): boolean {
  return stored !== 'false' && !isNarrowBody(bodyWidth);
}

/** A resize below the threshold closes the side bar; widening again leaves it as it is. */
export function sidebarOpenAfterResize(open: boolean, bodyWidth: number): boolean {
  return isNarrowBody(bodyWidth) ? false : open;
}
