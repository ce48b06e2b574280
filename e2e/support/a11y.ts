import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Serious or critical WCAG 2 A/AA violations on the page as it is now (or inside `selector`), as
 * "rule: targets" lines. First waits for running animations to finish (those that do finish): axe reads blended
 * colours while a dialog fades in or out and would report contrast that no one ever sees.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  // Only animations that end: a badge's 'processing' dot pulses forever, and waiting for it cost every scan of a page
  // with one the whole 5 s.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  // Legacy mode runs axe.run in the page itself: the default finishes each scan in a blank page it opens for the purpose,
  // which doubled a scan's time (1.8 s against 0.9 s, ~50 scans a run). It is for cross-origin frames, which the product
  // has none of. Only violations are collected: the passes' node lists are not read. options() replaces every option
  // set before it, the tags among them, so it comes first.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode(true);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
