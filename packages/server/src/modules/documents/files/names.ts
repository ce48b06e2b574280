/** Longest display name kept, in characters (file systems allow 255 bytes; we keep 255 characters of text). */
export const NAME_MAX = 255;

// C0/C1 controls and the Unicode bidirectional controls that can disguise an extension ("invoice\u202Efdp.exe").
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/**
 * The user's file name made safe to show and to put in a Content-Disposition: folders dropped (either slash),
 * control and bidi-override characters removed, NFC, at most NAME_MAX characters with the extension kept.
 * Right-to-left letters stay: they are text, not controls. Storage keys never use this name.
 */
export function displayName(original: string): string {
  const base = original.split(/[/\\]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE, '').trim();
  const name = cleaned === '.' || cleaned === '..' ? '' : cleaned;
  if (name.length <= NAME_MAX) return name || 'file';
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return [...name.slice(0, dot > 0 && ext ? dot : name.length)].slice(0, NAME_MAX - ext.length).join('') + ext;
}

/** The lower-case extension of a display name, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
