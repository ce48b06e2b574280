/** SVG building blocks for the corpus documents (rendered by sharp through librsvg and fontconfig). */
export const SANS = "DejaVu Sans, Liberation Sans, sans-serif";
export const OCRB = 'OCR B';

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const text = (x: number, y: number, content: string, size: number, opts: { weight?: string; fill?: string; family?: string } = {}): string =>
  `<text x="${x}" y="${y}" font-family="${opts.family ?? SANS}" font-size="${size}" font-weight="${opts.weight ?? 'normal'}" fill="${opts.fill ?? '#111'}">${esc(content)}</text>`;

/** A printed label with its value below, as on data pages. */
export const labelled = (x: number, y: number, label: string, value: string, size = 26): string =>
  text(x, y, label, Math.round(size * 0.62), { fill: '#445' }) + text(x, y + size + 4, value, size, { weight: 'bold' });

/** How a zone is printed: its font (OCR-B unless a document uses another) and a caption between lines 1 and 2. */
export interface ZoneStyle {
  family?: string;
  caption?: string;
}

/** Machine-readable zone lines at a fixed pitch across `width` (one glyph per cell, as printers do). */
export const zone = (x: number, y: number, lines: string[], width: number, size: number, style: ZoneStyle = {}): string => {
  // A caption needs room: the lines after it move down by one caption line.
  const gap = style.caption ? size * 0.9 : 0;
  const rows = lines.map((l, i) => {
    const pitch = width / l.length;
    const cells = [...l].map((c, k) => `<tspan x="${(x + (k + 0.5) * pitch).toFixed(1)}">${esc(c)}</tspan>`).join('');
    const top = y + i * size * 1.45 + (i > 0 ? gap : 0);
    return `<text y="${top.toFixed(1)}" font-family="${style.family ?? OCRB}" font-size="${size}" text-anchor="middle" fill="#000">${cells}</text>`;
  });
  const caption = style.caption ? text(x, y + size * 1.2, style.caption, Math.round(size * 0.5), { fill: '#333' }) : '';
  return rows.join('') + caption;
};

/** A portrait placeholder: a grey frame with a head-and-shoulders silhouette. */
export const portrait = (x: number, y: number, w: number, h: number): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#c9ced6"/>` +
  `<ellipse cx="${x + w / 2}" cy="${y + h * 0.38}" rx="${w * 0.24}" ry="${h * 0.2}" fill="#8a7f78"/>` +
  `<ellipse cx="${x + w / 2}" cy="${y + h * 0.95}" rx="${w * 0.45}" ry="${h * 0.3}" fill="#4a5566"/>`;

/** A background with a faint guilloche-like pattern, as security printing has. */
export const background = (w: number, h: number, tint: string): string =>
  `<rect width="${w}" height="${h}" fill="${tint}"/>` +
  Array.from({ length: 14 }, (_, i) => `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${w * 0.1 + i * w * 0.035}" ry="${h * 0.08 + i * h * 0.03}" fill="none" stroke="#000" stroke-opacity="0.05" stroke-width="2"/>`).join('');

export const svg = (w: number, h: number, body: string): Buffer =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`);

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Printed date styles: '12 AUG 1974' on passports, '12.08.1974' on cards and licences. */
export const printed = (d: { year: number; month: number; day: number }, style: 'named' | 'dots'): string =>
  style === 'named'
    ? `${String(d.day).padStart(2, '0')} ${MONTHS[d.month - 1]} ${d.year}`
    : `${String(d.day).padStart(2, '0')}.${String(d.month).padStart(2, '0')}.${d.year}`;
