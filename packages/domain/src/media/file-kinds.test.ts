import { describe, expect, it } from 'vitest';
import { isDocumentKind, isPhotoKind, sniffFileKind } from './file-kinds.ts';
import { DEFAULT_MEDIA_LIMITS, filmPhotoLimit, formatMegabytes } from './media-limits.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

/** UTF-8 bytes of a text (the domain has no TextEncoder: it runs on any JavaScript runtime). */
const utf8 = (text: string) =>
  new Uint8Array(
    encodeURIComponent(text)
      .split(/(%[0-9A-F]{2})/)
      .filter(Boolean)
      .flatMap((part) =>
        part.startsWith('%') ? [Number.parseInt(part.slice(1), 16)] : [...part].map((c) => c.charCodeAt(0)),
      ),
  );

function zipWithFirstEntry(name: string, content = ''): Uint8Array {
  const header = [0x50, 0x4b, 0x03, 0x04, ...new Array(26).fill(0)];
  return bytes(header, name, content);
}

describe('sniffFileKind', () => {
  it('reads images from their signatures', () => {
    expect(sniffFileKind(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(sniffFileKind(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(sniffFileKind(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffFileKind(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'))).toBe('avif');
  });

  it('refuses what only looks like an image by its name or a near signature', () => {
    // A text file renamed photo.jpg is text, so not a photo.
    const renamed = sniffFileKind(bytes('hello, I am not a picture\n'), { complete: true });
    expect(renamed).toBe('text');
    expect(isPhotoKind(renamed)).toBe(false);
    expect(sniffFileKind(bytes([0xff, 0xd8, 0x00, 0x01, 0x02]))).not.toBe('jpeg');
    expect(sniffFileKind(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeUndefined();
    // HEIC (an iPhone photo) is an ISO box too, but not one we can decode.
    expect(sniffFileKind(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeUndefined();
    expect(sniffFileKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), { complete: true })).toBe(
      'text',
    );
  });

  it('reads documents', () => {
    expect(sniffFileKind(bytes('%PDF-1.7\n%\xe2\xe3'))).toBe('pdf');
    expect(sniffFileKind(bytes('{\\rtf1\\ansi hello}'))).toBe('rtf');
    expect(sniffFileKind(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('doc');
    expect(sniffFileKind(zipWithFirstEntry('[Content_Types].xml'))).toBe('docx');
    expect(sniffFileKind(zipWithFirstEntry('mimetype', 'application/vnd.oasis.opendocument.text'))).toBe(
      'odt',
    );
    const subtitles = utf8('1\n00:00:01,000 --> 00:00:02,000\nBonjour, ça va ?\n');
    expect(sniffFileKind(subtitles, { complete: true })).toBe('text');
  });

  it('refuses other archives and binaries', () => {
    expect(
      sniffFileKind(zipWithFirstEntry('mimetype', 'application/vnd.oasis.opendocument.spreadsheet')),
    ).toBe(undefined);
    expect(sniffFileKind(zipWithFirstEntry('payload.exe'))).toBeUndefined();
    expect(sniffFileKind(bytes([0x7f], 'ELF', [2, 1, 1, 0]))).toBeUndefined();
    expect(sniffFileKind(bytes('MZ', [0x90, 0, 3, 0]))).toBeUndefined();
    expect(sniffFileKind(bytes('text with a NUL', [0], 'inside'), { complete: true })).toBeUndefined();
    expect(sniffFileKind(new Uint8Array([0xc3, 0x28]), { complete: true })).toBeUndefined();
    // An overlong NUL and an encoded surrogate are not UTF-8 text.
    expect(sniffFileKind(bytes('ab', [0xc0, 0x80], 'cd'), { complete: true })).toBeUndefined();
    expect(sniffFileKind(bytes('ab', [0xed, 0xa0, 0x80], 'cd'), { complete: true })).toBeUndefined();
    expect(sniffFileKind(bytes('ab', [0xf4, 0x90, 0x80, 0x80]), { complete: true })).toBeUndefined();
    expect(sniffFileKind(new Uint8Array(), { complete: true })).toBeUndefined();
  });

  it('does not refuse a text sample cut inside a character', () => {
    const text = utf8('é'.repeat(10));
    expect(sniffFileKind(text.slice(0, 5))).toBe('text');
    expect(sniffFileKind(text.slice(0, 5), { complete: true })).toBeUndefined();
  });

  it('sorts kinds into photos and documents', () => {
    expect(isPhotoKind('webp')).toBe(true);
    expect(isPhotoKind('pdf')).toBe(false);
    expect(isDocumentKind('pdf')).toBe(true);
    expect(isDocumentKind('png')).toBe(false);
    expect(isDocumentKind(undefined)).toBe(false);
  });
});

describe('media limits', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const limits = DEFAULT_MEDIA_LIMITS;

  it('gives 5 photos without a SuperStamp and 20 while one runs', () => {
    expect(filmPhotoLimit({ film: { DateExpirationSuperTimbre: null }, limits, now })).toBe(5);
    const running = { DateExpirationSuperTimbre: new Date('2027-01-01T00:00:00Z') };
    expect(filmPhotoLimit({ film: running, limits, now })).toBe(20);
    const ended = { DateExpirationSuperTimbre: new Date('2026-11-23T11:59:59Z') };
    expect(filmPhotoLimit({ film: ended, limits, now })).toBe(5);
    const configured = { ...limits, photosPerFilm: 2 };
    expect(filmPhotoLimit({ film: ended, limits: configured, now })).toBe(2);
  });

  it('writes sizes in megabytes', () => {
    expect(formatMegabytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
