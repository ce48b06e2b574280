import { describe, expect, it } from 'vitest';
import { redrawType, reorientImage } from './reorient';

describe('image redraw before upload', () => {
  it('redraws JPEG and PNG in their own format and leaves other files alone', () => {
    expect(redrawType('scan.JPG')).toBe('image/jpeg');
    expect(redrawType('scan.jpeg')).toBe('image/jpeg');
    expect(redrawType('scan.png')).toBe('image/png');
    expect(redrawType('statement.pdf')).toBeNull();
    expect(redrawType('sheet.xlsx')).toBeNull();
  });

  it('sends a file unchanged where the browser cannot decode it', async () => {
    const pdf = new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' });
    expect(await reorientImage(pdf)).toBe(pdf);
    // No createImageBitmap here (Node): the picture goes as chosen and the server re-orients it.
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' });
    expect(await reorientImage(picture)).toBe(picture);
  });
});
