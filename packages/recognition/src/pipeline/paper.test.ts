import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { paperAround } from './paper.js';

/** A 2000 x 1500 photo of a 500 x 350 card at (300, 600) on a desk of `desk`, with dark printed lines on it. */
const photo = (desk: string) => {
  const lines = Array.from({ length: 4 }, (_, i) => `<rect x="440" y="${650 + i * 40}" width="${120 + i * 10}" height="14" fill="#222"/>`).join('');
  const zone = '<rect x="320" y="880" width="460" height="12" fill="#333"/><rect x="320" y="905" width="460" height="12" fill="#333"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500"><rect width="100%" height="100%" fill="${desk}"/><rect x="300" y="600" width="500" height="350" fill="#f3efe6"/>${lines}${zone}</svg>`;
  return sharp(Buffer.from(svg)).blur(1.5).png().toBuffer();
};
/** Where a detector found text: the printed lines only, not the zone below them. */
const text = { left: 440, top: 650, right: 590, bottom: 784 };

describe('the paper around detected text', () => {
  it('reaches the edges of a card on a dark desk, beyond the text found on it', async () => {
    const paper = await paperAround(await photo('#3a4a55'), { width: 2000, height: 1500 }, text);
    expect(paper).not.toBeNull();
    // Within two thumbnail pixels (~12 px here) of the card's edges.
    expect(Math.abs(paper!.left - 300)).toBeLessThan(14);
    expect(Math.abs(paper!.top - 600)).toBeLessThan(14);
    expect(Math.abs(paper!.right - 800)).toBeLessThan(14);
    expect(Math.abs(paper!.bottom - 950)).toBeLessThan(14);
  });
  it('gives up on a desk as bright as the paper', async () => {
    expect(await paperAround(await photo('#f6f2ea'), { width: 2000, height: 1500 }, text)).toBeNull();
  });
});
