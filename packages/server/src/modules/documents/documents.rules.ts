/** Pure rules of the documents module (no I/O). */

/** Characters a quoted-string filename may carry safely everywhere: printable ASCII minus quote, backslash and separators. */
const UNSAFE_ASCII = /[^\x20-\x7e]|["\\/;%*:<>?|]/g;

/** An ASCII stand-in for old clients: non-ASCII and risky characters become '_', the extension is kept. */
export function asciiFallback(name: string): string {
  const cleaned = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(UNSAFE_ASCII, '_').trim();
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  const stem = (ext ? cleaned.slice(0, dot) : cleaned).slice(0, 150).replace(/^[._ ]+/, '');
  return `${stem || 'document'}${ext}`;
}

/** RFC 5987 value: UTF-8, percent-encoded, including the characters encodeURIComponent leaves alone. */
const encodeExtValue = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition per RFC 6266: an ASCII `filename` fallback and the exact name in `filename*`.
 * Downloads are always attachments, so a browser never renders what a user uploaded.
 */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  return `${disposition}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/**
 * Which file shows page `page` (1-based, counted across the files of a version in order), and the page
 * within that file. Files without pages (Word, Excel) are skipped; null when the page does not exist.
 */
export function locatePage<T extends { pageCount: number }>(files: readonly T[], page: number): { file: T; page: number } | null {
  let remaining = page;
  for (const file of files) {
    if (remaining <= file.pageCount) return remaining >= 1 ? { file, page: remaining } : null;
    remaining -= file.pageCount;
  }
  return null;
}

/** The source kind of a version: URL when fetched from a link, else the kind its files share. */
export function versionSourceKind(fromUrl: boolean, kinds: readonly string[]): 'URL' | 'PDF' | 'IMAGE' | 'EXCEL' | 'WORD_DOC' {
  if (fromUrl) return 'URL';
  const first = kinds[0];
  // Text files may mix PDF, Word and Excel in one version: call it by the first file, as the viewer opens it.
  if (first === 'PDF' || first === 'IMAGE' || first === 'EXCEL' || first === 'WORD_DOC') return first;
  throw new Error(`versionSourceKind: no known file kind in [${kinds.join(', ')}]`);
}

/** `YYYY-MM-DD` plus some days. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
