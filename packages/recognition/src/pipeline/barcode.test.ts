import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../corpus/generate.js';
import { parseAamva } from '../licence/aamva.js';
import { readPdf417 } from './barcode.js';
import { loadUpright } from './image.js';

describe('reading a PDF417 barcode from decoded pixels', () => {
  it('reads a US licence back as photographed, blurred and as a JPEG, control characters kept', async () => {
    for await (const s of generateCorpus({ seed: 5, perKind: 1, kinds: ['us-licence'], degradations: ['clean', 'blur', 'jpeg40'] })) {
      const upright = await loadUpright(s.image);
      const texts = await readPdf417(upright.image);
      const licence = texts.map(parseAamva).find((a) => a !== null);
      expect(licence?.documentNumber, s.id).toBe(s.truth[2]);
      expect(licence?.surname, s.id).toBe(s.truth[8]);
    }
  });

  it('finds nothing on a page without a barcode', async () => {
    for await (const s of generateCorpus({ seed: 5, perKind: 1, kinds: ['passport'], degradations: ['clean'] })) {
      expect(await readPdf417((await loadUpright(s.image)).image)).toEqual([]);
    }
  });
});
