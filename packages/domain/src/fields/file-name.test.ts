import { describe, expect, it } from 'vitest';
import { ZFilmDocumentUploadQuery } from '../media/document-contracts.ts';
import { ZPersonPhotoUploadQuery } from '../media/person-photo-contracts.ts';
import { ZFilmPhotoUploadQuery } from '../media/photo-contracts.ts';
import { ZSubtitleUploadQuery, ZVideoUploadMetadata } from '../media/video-contracts.ts';
import { isFileName, zFileName } from './file-name.ts';

describe('file names', () => {
  it('refuses control characters, line separators and bidirectional controls', () => {
    for (const name of [
      'a\u0000b.mp4',
      'a\u001f.mp4',
      'a\u007f.mp4',
      'a\u0085.mp4',
      'a\nb.mp4',
      'a\u2028b.mp4',
      'a\u2029b.mp4',
      'film\u202e4pm.exe',
      'a\u2066b\u2069.mp4',
      'a\uD800.mp4',
    ]) {
      expect(isFileName(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('takes names in any script, with spaces, accents and emoji', () => {
    for (const name of [
      'La Jetée.mp4',
      '東京物語 (1953).mov',
      'Ada 🎬 v2.final.mkv',
      'D’Éon.srt',
      'فيلم\u200f.mp4',
    ]) {
      expect(isFileName(name), name).toBe(true);
    }
  });

  it('stops at the first refusal with the code INVALID', () => {
    const result = zFileName().max(3, 'TOO_LONG').safeParse('abcdef\u0000');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['INVALID']);
  });
});

describe('every file name a request carries', () => {
  const queries = [
    ['photo', ZFilmPhotoUploadQuery],
    ['document', ZFilmDocumentUploadQuery],
    ['person photo', ZPersonPhotoUploadQuery],
    ['subtitles', ZSubtitleUploadQuery],
  ] as const;

  it.each(queries)('%s: FichierOriginal refuses control and bidirectional characters', (_, schema) => {
    for (const name of ['a\u0000.pdf', 'a\u202e.pdf', 'a\u2029.pdf']) {
      const issues = schema.safeParse({ FichierOriginal: name }).error?.issues ?? [];
      expect(issues.find((issue) => issue.path[0] === 'FichierOriginal')?.message, JSON.stringify(name)).toBe(
        'INVALID',
      );
    }
  });

  it('tus upload metadata: filename and filetype', () => {
    const base = { filmId: '1', type: 'film', filename: 'La Jetée.mp4', filetype: 'video/mp4' };
    expect(ZVideoUploadMetadata.safeParse(base).success).toBe(true);
    for (const values of [
      { ...base, filename: 'a\u0000.mp4' },
      { ...base, filename: 'film\u202e4pm.exe' },
      { ...base, filetype: 'video/mp4\u0000' },
    ]) {
      expect(ZVideoUploadMetadata.safeParse(values).error?.issues[0]?.message).toBe('INVALID');
    }
  });
});
