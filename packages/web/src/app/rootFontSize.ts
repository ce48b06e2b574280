/** Spec §9: the root font size follows the viewport width between 1366 and 2560 px only. */
const BASE_WIDTH = 1366;
const MAX_WIDTH = 2560;
const BASE_FONT_PX = 16;
const MAX_SCALE = 2;

export function rootFontSizePx(viewportWidth: number): number {
  const width = Math.min(Math.max(viewportWidth, BASE_WIDTH), MAX_WIDTH);
  const scale = Math.min(width / BASE_WIDTH, MAX_SCALE);
  return Math.round(BASE_FONT_PX * scale * 100) / 100;
}
