import type { Page } from 'playwright-core';

/** Where journeys save screenshots for a person to look at (`E2E_SHOTS_DIR`); unset, none are taken. */
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? process.env.E2E_SCREENSHOTS;

/** A screenshot named `name`, once opening animations have settled; nothing when no folder is set. */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: options.fullPage ?? false });
}
