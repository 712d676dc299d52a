/**
 * What a file is, read from its first bytes, never from its name or the type the browser sent
 * (issue 12: "a file renamed .jpg that is not an image is refused"). The server decides with it;
 * the web can run it on `file.slice(0, FILE_SNIFF_BYTES)` to refuse early with the same words.
 */

export const PHOTO_KINDS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

export const DOCUMENT_KINDS = ['pdf', 'docx', 'odt', 'doc', 'rtf', 'text'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export type FileKind = PhotoKind | DocumentKind;

/** Enough bytes to tell every kind apart (a DOCX/ODT names its first entry within them). */
export const FILE_SNIFF_BYTES = 4096;

/** The MIME type a stored file is served with, and the extension it is saved under. */
export const FILE_KIND_TYPES: Record<FileKind, { mime: string; extension: string }> = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
  avif: { mime: 'image/avif', extension: 'avif' },
  pdf: { mime: 'application/pdf', extension: 'pdf' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  odt: { mime: 'application/vnd.oasis.opendocument.text', extension: 'odt' },
  doc: { mime: 'application/msword', extension: 'doc' },
  rtf: { mime: 'application/rtf', extension: 'rtf' },
  text: { mime: 'text/plain; charset=utf-8', extension: 'txt' },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function latin1(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let i = start; i < Math.min(end, bytes.length); i += 1) text += String.fromCharCode(bytes[i] ?? 0);
  return text;
}

/** ISO base media (AVIF): `ftyp` box whose major or compatible brands name AVIF. */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const size = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const brands = latin1(bytes, 8, Math.min(Math.max(size, 16), 64));
  return /avi[fs]/.test(brands);
}

/**
 * A ZIP whose first entry tells the document format: an ODT stores `mimetype` first (uncompressed,
 * by the OpenDocument rule); a DOCX names `[Content_Types].xml` or `word/` in its first entries.
 */
function zipDocument(bytes: Uint8Array): 'docx' | 'odt' | undefined {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return undefined;
  const head = latin1(bytes, 30, bytes.length);
  if (head.startsWith('mimetype') && head.includes('application/vnd.oasis.opendocument.text')) return 'odt';
  if (head.startsWith('mimetype')) return undefined;
  if (head.includes('word/') || head.startsWith('[Content_Types].xml')) return 'docx';
  return undefined;
}

/**
 * Length of the UTF-8 sequence starting at `i` when it is well formed (no overlong form, no
 * surrogate, nothing above U+10FFFF), 0 when broken, -1 when the sample ends inside it.
 */
function utf8SequenceLength(bytes: Uint8Array, i: number): number {
  const first = bytes[i] ?? 0;
  if (first < 0x80) return 1;
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (first >= 0xc2 && first <= 0xdf) length = 2;
  else if (first >= 0xe0 && first <= 0xef) {
    length = 3;
    if (first === 0xe0) low = 0xa0;
    if (first === 0xed) high = 0x9f;
  } else if (first >= 0xf0 && first <= 0xf4) {
    length = 4;
    if (first === 0xf0) low = 0x90;
    if (first === 0xf4) high = 0x8f;
  } else return 0;
  for (let k = 1; k < length; k += 1) {
    if (i + k >= bytes.length) return -1;
    const next = bytes[i + k] ?? 0;
    const [min, max] = k === 1 ? [low, high] : [0x80, 0xbf];
    if (next < min || next > max) return 0;
  }
  return length;
}

/**
 * Plain text: valid UTF-8 (an optional BOM) without NUL or other control characters but tab,
 * line breaks and form feed. A binary file almost always breaks one of these in its first bytes.
 * A sample cut inside a multi-byte character is not broken unless it is the `complete` file.
 */
function isPlainTextBytes(bytes: Uint8Array, complete: boolean): boolean {
  if (bytes.length === 0) return false;
  for (let i = 0; i < bytes.length; ) {
    const byte = bytes[i] ?? 0;
    const control = byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d;
    if (control || byte === 0x7f) return false;
    const length = utf8SequenceLength(bytes, i);
    if (length === 0) return false;
    if (length === -1) return !complete;
    i += length;
  }
  return true;
}

/**
 * The kind of a file from its first bytes (at least `FILE_SNIFF_BYTES` of them, or the whole
 * file when shorter: then `complete` is true), or undefined when it is none we take.
 */
export function sniffFileKind(bytes: Uint8Array, options: { complete?: boolean } = {}): FileKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, ascii('{\\rtf'))) return 'rtf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  const zip = zipDocument(bytes);
  if (zip) return zip;
  if (isPlainTextBytes(bytes, options.complete ?? false)) return 'text';
  return undefined;
}

export function isPhotoKind(kind: FileKind | undefined): kind is PhotoKind {
  return (PHOTO_KINDS as readonly string[]).includes(kind ?? '');
}

export function isDocumentKind(kind: FileKind | undefined): kind is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(kind ?? '');
}
